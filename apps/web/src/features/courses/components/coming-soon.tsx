import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { UpcomingCourse } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { publishingCountdown } from '../lib/countdown.ts';
import { courseLabelsTexts } from '../lib/course-labels-texts.ts';
import { courseListTexts } from '../lib/course-list-texts.ts';
import { CourseThumbnail } from './course-thumbnail.tsx';

type ComingSoonProps = { course: UpcomingCourse; now: Date };

/** The first upcoming course with its countdown (product 0420 Course list). */
export function ComingSoon({ course, now }: ComingSoonProps) {
  const { comingSoon: texts } = useTexts(courseListTexts);
  const labels = useTexts(courseLabelsTexts);
  return (
    <Paper
      component="section"
      aria-labelledby="coming-soon-heading"
      elevation={0}
      sx={{
        mb: 4,
        borderRadius: 3,
        overflow: 'hidden',
        color: '#fff',
        background: 'linear-gradient(120deg, #014d46 0%, #027368 60%, #03897c 100%)',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 280px) 1fr' },
      }}
    >
      {/* The picture keeps its own 16:9 shape, centred in its column: stretched to the text's height it was cut at
          both sides, and course pictures carry text. A grid cell, unlike a flex item, gives the picture the column's
          width before the image has loaded, so its reserved 16:9 box is the one it keeps. */}
      <Box sx={{ display: 'grid', alignItems: 'center' }}>
        <CourseThumbnail
          src={course.thumbnail_url}
          alt={course.name}
          sizes="(max-width: 599px) calc(100vw - 32px), 280px"
          priority
        />
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Typography
          id="coming-soon-heading"
          variant="overline"
          component="h2"
          sx={{ color: 'secondary.light', fontWeight: 700, letterSpacing: 1.5, lineHeight: 1.6 }}
        >
          {texts.heading}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          {course.name}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 2 }}>
          <span>{labels.level(course.level)}</span>
          <Box component="span" aria-hidden sx={{ mx: 1 }}>
            ·
          </Box>
          <span>{labels.languages(course.languages.map(labels.language))}</span>
        </Typography>
        <Stack direction="row">
          <Chip
            icon={<ScheduleIcon />}
            label={publishingCountdown(course.publish_date, now, texts.countdown)}
            sx={{
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 600,
              '& .MuiChip-icon': { color: 'secondary.contrastText' },
            }}
          />
        </Stack>
      </Box>
    </Paper>
  );
}
