import { useState } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import type { Stats } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts, type Translation } from '#lib/i18n/texts.ts';
import { useStats } from '../api/get-stats.ts';
import { defaultRange, rangeError } from '../lib/date-range.ts';
import { statsTexts, type StatsTexts } from '../lib/stats-texts.ts';

type Texts = Translation<StatsTexts>;

/** The chart's numbers for screen readers: present in the accessibility tree, not on screen. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** What the charts say in the page's language: their numbers, and their words with nothing to draw. */
function chartOptions(texts: Texts) {
  const yAxis = [
    {
      valueFormatter: (value: number, context: AxisValueFormatterContext) =>
        context.location === 'tick'
          ? texts.axisNumber(value, context.defaultTickLabel)
          : texts.chartValue(value),
    },
  ];
  return { yAxis, localeText: texts.chart };
}

/** `testId` names the figure for tests whatever the language. */
function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const texts = useTexts(statsTexts);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {texts.count(value)}
      </Typography>
    </Paper>
  );
}

function Charts({ stats }: { stats: Stats }) {
  const texts = useTexts(statsTexts);
  const chart = chartOptions(texts);
  const days = stats.page_views_per_day;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <Figure label={texts.pageViews} value={stats.total_views} testId="Page views" />
        <Figure label={texts.uniqueSessions} value={stats.unique_sessions} testId="Unique sessions" />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={texts.perDay} role="figure">
        <Typography variant="h6" component="h3">
          {texts.perDay}
        </Typography>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: days.map((d) => texts.axisDay(d.day)) }]}
          yAxis={chart.yAxis}
          localeText={chart.localeText}
          series={[
            { data: days.map((d) => d.views), label: texts.pageViews, valueFormatter: texts.chartValue },
            { data: days.map((d) => d.sessions), label: texts.sessions, valueFormatter: texts.chartValue },
          ]}
        />
        <Table size="small" aria-label={texts.perDay} sx={visuallyHidden}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.day}</TableCell>
              <TableCell>{texts.pageViews}</TableCell>
              <TableCell>{texts.sessions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((d) => (
              <TableRow key={d.day}>
                <TableCell>{texts.tableDay(d.day)}</TableCell>
                <TableCell>{texts.count(d.views)}</TableCell>
                <TableCell>{texts.count(d.sessions)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3">
              {texts.topPages}
            </Typography>
            <Table size="small" aria-label={texts.topPages}>
              <TableHead>
                <TableRow>
                  <TableCell>{texts.path}</TableCell>
                  <TableCell align="right">{texts.views}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.top_pages.map((p) => (
                  <TableRow key={p.path}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{p.path}</TableCell>
                    <TableCell align="right">{texts.count(p.views)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3">
              {texts.byStatus}
            </Typography>
            <Table size="small" aria-label={texts.byStatus}>
              <TableBody>
                {stats.members_by_status.map((s) => (
                  <TableRow key={s.status}>
                    <TableCell>{texts.status(s.status)}</TableCell>
                    <TableCell align="right">{texts.count(s.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: 2 }} aria-label={texts.signupsPerWeek} role="figure">
            <Typography variant="h6" component="h3">
              {texts.signupsPerWeek}
            </Typography>
            {stats.signups_per_week.length === 0 ? (
              <Typography color="text.secondary">{texts.noSignups}</Typography>
            ) : (
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: stats.signups_per_week.map((w) => texts.week(w.week)) }]}
                yAxis={chart.yAxis}
                localeText={chart.localeText}
                series={[
                  {
                    data: stats.signups_per_week.map((w) => w.count),
                    label: texts.signups,
                    valueFormatter: texts.chartValue,
                  },
                ]}
              />
            )}
          </Paper>
        </Grid>
        <Grid size={12}>
          <CourseProgressTable rows={stats.course_progress} />
        </Grid>
      </Grid>
    </>
  );
}

/** Per course, all time: members who started it and members who have every chapter done. */
function CourseProgressTable({ rows }: { rows: Stats['course_progress'] }) {
  const texts = useTexts(statsTexts);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" id="course-progress-heading">
        {texts.courseProgress}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{texts.noCourses}</Typography>
      ) : (
        <Table size="small" aria-labelledby="course-progress-heading">
          <TableHead>
            <TableRow>
              <TableCell>{texts.course}</TableCell>
              <TableCell align="right">{texts.started}</TableCell>
              <TableCell align="right">{texts.finished}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.course_id}>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{texts.count(row.started)}</TableCell>
                <TableCell align="right">{texts.count(row.finished)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** Page views per day over a chosen range, top pages, unique sessions, members, sign-ups and course progress. */
export function StatsPage() {
  const texts = useTexts(statsTexts);
  const [range, setRange] = useState(defaultRange);
  const invalid = rangeError(range, texts);
  const stats = useStats(range.from, range.to, !invalid);
  return (
    <Box>
      <Typography variant="h5" component="h2">
        {texts.heading}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <TextField
          type="date"
          label={texts.from}
          value={range.from}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={texts.to}
          value={range.to}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {invalid && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {invalid}
        </Alert>
      )}
      {!invalid && stats.isPending && <CircularProgress aria-label={texts.loading} sx={{ mt: 2 }} />}
      {stats.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(stats.error)}
        </Alert>
      )}
      {!invalid && stats.data && <Charts stats={stats.data} />}
    </Box>
  );
}
