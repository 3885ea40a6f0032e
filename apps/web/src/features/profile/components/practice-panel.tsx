import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { PracticeTopItem } from '@gjs/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeletePracticeLog, usePracticeLog } from '../api/practice-log.ts';
import { formatPracticeTime, streakText } from '../lib/practice-time.ts';
import { PracticeChart } from './practice-chart.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

function TopList({ title, items }: { title: string; items: PracticeTopItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ flex: 1, minWidth: 220 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, my: 0.5 }}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.item_id}`}>
            <Typography variant="body2">
              {item.course_id !== null ? (
                <RouterLink to={`${paths.course.getHref(item.course_id)}?chapter=${item.item_id}`}>
                  {item.name}
                </RouterLink>
              ) : (
                <RouterLink to={`${paths.backingTracks.getHref()}?track=${item.item_id}`}>
                  {item.name}
                </RouterLink>
              )}
              {` · ${formatPracticeTime(item.seconds)}`}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The member's practice (decision 0630): time this week, the streak of days, 12 weeks as a chart and the most
 * practised tracks and chapters, recorded from real playing time; the member can delete the whole log.
 */
export function PracticePanel() {
  const log = usePracticeLog();
  const remove = useDeletePracticeLog();
  const [confirming, setConfirming] = useState(false);
  // Without a subscription there is nothing to practise with, and no log to show.
  if (log.error instanceof ApiError && (log.error.status === 403 || log.error.status === 401)) return null;

  let body;
  if (log.isPending) {
    body = <Typography color="text.secondary">Loading your practice...</Typography>;
  } else if (log.isError) {
    body = (
      <Typography role="alert" color="error">
        {errorMessage(log.error) ?? 'Your practice could not be loaded.'}
      </Typography>
    );
  } else {
    const summary = log.data;
    const empty = summary.weeks.every((week) => week.seconds === 0);
    body = (
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={5}>
          <Figure label="This week" value={formatPracticeTime(summary.week_seconds)} testId="practice-week" />
          <Figure label="Streak" value={streakText(summary.streak_days)} testId="practice-streak" />
        </Stack>
        <PracticeChart weeks={summary.weeks} />
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            Play a backing track or a lesson video and your practice time shows here.
          </Typography>
        ) : (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
            <TopList title="Most practised tracks" items={summary.top_tracks} />
            <TopList title="Most practised chapters" items={summary.top_chapters} />
          </Stack>
        )}
        {!empty && (
          <Box>
            <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
              Delete my practice log
            </Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="practice-heading" sx={{ p: 3 }}>
      <Typography id="practice-heading" variant="h6" component="h2" gutterBottom>
        Practice
      </Typography>
      {body}
      <ConfirmDialog
        open={confirming}
        title="Delete your practice log?"
        confirmLabel="Delete"
        color="error"
        pending={remove.isPending}
        error={remove.isError ? (errorMessage(remove.error) ?? 'The log could not be deleted.') : undefined}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        All recorded practice time is removed. Your player settings stay.
      </ConfirmDialog>
    </Paper>
  );
}
