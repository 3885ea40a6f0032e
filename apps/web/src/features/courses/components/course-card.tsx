import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CourseSummary } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseLabelsTexts } from '../lib/course-labels-texts.ts';
import { courseListTexts } from '../lib/course-list-texts.ts';
import { isNewCourse } from '../lib/is-new-course.ts';
import { CourseThumbnail } from './course-thumbnail.tsx';

type CourseCardProps = {
  course: CourseSummary;
  now: Date;
  /** The first card a visitor sees (no Coming Soon above it): its picture loads at once. */
  priority?: boolean;
  /** Shown under the chips: a member's progress in the course. */
  children?: ReactNode;
};

/** One card's width in the grid: one column on phones, two on tablets, three in the 1200 px container. */
const CARD_SIZES =
  '(max-width: 599px) calc(100vw - 32px), (max-width: 899px) calc(50vw - 36px), (max-width: 1199px) calc(33vw - 36px), 370px';

/** A catalogue card: the whole card links to the course (product 0420). */
export function CourseCard({ course, now, priority = false, children }: CourseCardProps) {
  const texts = useTexts(courseListTexts);
  const labels = useTexts(courseLabelsTexts);
  return (
    <Card
      component="article"
      aria-label={course.name}
      elevation={0}
      sx={{
        height: '100%',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.course.getHref(course.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CourseThumbnail src={course.thumbnail_url} alt="" sizes={CARD_SIZES} priority={priority} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {/* The badge sits beside the name, never on the picture: course pictures carry text of their own. */}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {course.name}
            </Typography>
            {isNewCourse(course.created_at, now) && (
              <Chip
                label={texts.newBadge}
                size="small"
                sx={{ flexShrink: 0, bgcolor: '#d32f2f', color: '#fff', fontWeight: 700, letterSpacing: 0.5 }}
              />
            )}
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 'auto' }}>
            <Chip label={labels.level(course.level)} size="small" color="primary" />
            <Chip label={labels.language(course.language)} size="small" variant="outlined" />
            <Chip
              label={labels.category(course.category)}
              size="small"
              variant="outlined"
              sx={{ borderColor: 'secondary.main', color: 'secondary.dark' }}
            />
          </Stack>
          {children}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
