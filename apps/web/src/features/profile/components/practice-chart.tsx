import { Box, Typography } from '@mui/material';
import type { PracticeSummary } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { profileTexts } from '../lib/profile-texts.ts';

const CHART_HEIGHT = 96;

/** The last 12 weeks as bars, oldest first, each with its week and time as text for screen readers and tooltips. */
export function PracticeChart({ weeks }: { weeks: PracticeSummary['weeks'] }) {
  const texts = useTexts(profileTexts).practice;
  const most = Math.max(...weeks.map((week) => week.seconds), 1);
  return (
    <Box
      component="ol"
      aria-label={texts.chart}
      data-testid="practice-chart"
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 0.75,
        listStyle: 'none',
        p: 0,
        m: 0,
        height: CHART_HEIGHT + 24,
      }}
    >
      {weeks.map((week) => {
        const label = texts.week(texts.weekStart(week.week_start), texts.time(week.seconds));
        return (
          <Box
            component="li"
            key={week.week_start}
            title={label}
            aria-label={label}
            sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
          >
            <Box
              aria-hidden
              sx={{
                width: '100%',
                maxWidth: 28,
                height: Math.max(2, Math.round((week.seconds / most) * CHART_HEIGHT)),
                borderRadius: 1,
                bgcolor: week.seconds > 0 ? 'primary.main' : 'divider',
              }}
            />
            <Typography
              aria-hidden
              variant="caption"
              color="text.secondary"
              sx={{ fontSize: '0.65rem', whiteSpace: 'nowrap' }}
            >
              {texts.weekStart(week.week_start).split(' ')[0]}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
