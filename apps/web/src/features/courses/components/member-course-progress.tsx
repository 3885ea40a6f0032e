import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CourseSummary } from '@gjs/shared';
import { useProgressSummary } from '../api/get-progress-summary.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { continueTarget } from '../lib/continue.ts';
import { courseListTexts } from '../lib/course-list-texts.ts';

/**
 * What a member sees of their own progress on the course list and the home page, loaded only for signed-in users
 * (a visitor's page carries none of it). A member without access gets no summary (403) and sees nothing here.
 */

/** A course card's bar and "x of y chapters", once the member started the course. */
export function CourseProgressLine({ courseId }: { courseId: number }) {
  const { progress: texts } = useTexts(courseListTexts);
  const summary = useProgressSummary();
  const item = summary.data?.find((s) => s.course_id === courseId);
  if (!item || item.total === 0 || (item.done === 0 && !item.last)) return null;
  const text = texts.chapters(item.done, item.total);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(item.done / item.total) * 100}
        aria-label={texts.bar(text)}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}

/** "Continue": the chapter the member saved last, in the course list's names; `contained` on a full-width page. */
export function ContinueCourse({
  courses,
  contained = false,
}: {
  courses: readonly CourseSummary[];
  contained?: boolean;
}) {
  const { progress: texts } = useTexts(courseListTexts);
  const summary = useProgressSummary();
  const target = continueTarget(summary.data ?? [], courses);
  if (!target) return null;
  const card = (
    <Paper
      variant="outlined"
      component="section"
      aria-label={texts.continueWhere}
      sx={{ p: 2, mb: 3, borderRadius: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary">
            {texts.continueWhere}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{target.courseName}</Typography>
        </Box>
        <Button component={RouterLink} to={target.href} variant="contained" startIcon={<PlayCircleIcon />}>
          {texts.continue}
        </Button>
      </Stack>
    </Paper>
  );
  return contained ? (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      {card}
    </Container>
  ) : (
    card
  );
}
