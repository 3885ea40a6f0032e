import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { PracticeTopItem } from '@gjs/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { ApiError, errorMessage } from '#lib/api-client.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useDeletePracticeLog, usePracticeLog } from '../api/practice-log.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { profileTexts } from '../lib/profile-texts.ts';
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
  const texts = useTexts(profileTexts).practice;
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
              {` · ${texts.time(item.seconds)}`}
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
  const texts = useTexts(profileTexts).practice;
  // Without a subscription there is nothing to practise with, and no log to show.
  if (log.error instanceof ApiError && (log.error.status === 403 || log.error.status === 401)) return null;

  let body;
  if (log.isPending) {
    body = <Typography color="text.secondary">{texts.loading}</Typography>;
  } else if (log.isError) {
    body = (
      <Typography role="alert" color="error">
        {errorMessage(log.error) ?? texts.loadFailed}
      </Typography>
    );
  } else {
    const summary = log.data;
    const empty = summary.weeks.every((week) => week.seconds === 0);
    body = (
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={5}>
          <Figure label={texts.thisWeek} value={texts.time(summary.week_seconds)} testId="practice-week" />
          <Figure label={texts.streak} value={texts.days(summary.streak_days)} testId="practice-streak" />
        </Stack>
        <PracticeChart weeks={summary.weeks} />
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            {texts.empty}
          </Typography>
        ) : (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
            <TopList title={texts.topTracks} items={summary.top_tracks} />
            <TopList title={texts.topChapters} items={summary.top_chapters} />
          </Stack>
        )}
        {!empty && (
          <Box>
            <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
              {texts.deleteLog}
            </Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="practice-heading" sx={{ p: 3 }}>
      <Typography id="practice-heading" variant="h6" component="h2" gutterBottom>
        {texts.heading}
      </Typography>
      {body}
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        confirmLabel={texts.confirmDelete}
        color="error"
        pending={remove.isPending}
        error={remove.isError ? (errorMessage(remove.error) ?? texts.deleteFailed) : undefined}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {texts.confirmText}
      </ConfirmDialog>
    </Paper>
  );
}
