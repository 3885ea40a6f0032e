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
import type { Stats } from '@gjs/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useStats } from '../api/get-stats.ts';
import { defaultRange, rangeError } from '../lib/date-range.ts';

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

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={label}>
        {value}
      </Typography>
    </Paper>
  );
}

function Charts({ stats }: { stats: Stats }) {
  const days = stats.page_views_per_day;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <Figure label="Page views" value={stats.total_views} />
        <Figure label="Unique sessions" value={stats.unique_sessions} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Page views per day" role="figure">
        <Typography variant="h6" component="h3">
          Page views per day
        </Typography>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: days.map((d) => d.day.slice(5)) }]}
          series={[
            { data: days.map((d) => d.views), label: 'Page views' },
            { data: days.map((d) => d.sessions), label: 'Sessions' },
          ]}
        />
        <Table size="small" aria-label="Page views per day" sx={visuallyHidden}>
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell>Page views</TableCell>
              <TableCell>Sessions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((d) => (
              <TableRow key={d.day}>
                <TableCell>{d.day}</TableCell>
                <TableCell>{d.views}</TableCell>
                <TableCell>{d.sessions}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3">
              Top pages
            </Typography>
            <Table size="small" aria-label="Top pages">
              <TableHead>
                <TableRow>
                  <TableCell>Path</TableCell>
                  <TableCell align="right">Views</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.top_pages.map((p) => (
                  <TableRow key={p.path}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{p.path}</TableCell>
                    <TableCell align="right">{p.views}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3">
              Members by subscription status
            </Typography>
            <Table size="small" aria-label="Members by subscription status">
              <TableBody>
                {stats.members_by_status.map((s) => (
                  <TableRow key={s.status}>
                    <TableCell>{s.status.replace('_', ' ')}</TableCell>
                    <TableCell align="right">{s.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: 2 }} aria-label="Sign-ups per week" role="figure">
            <Typography variant="h6" component="h3">
              Sign-ups per week
            </Typography>
            {stats.signups_per_week.length === 0 ? (
              <Typography color="text.secondary">No sign-ups in this range.</Typography>
            ) : (
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: stats.signups_per_week.map((w) => `Week of ${w.week}`) }]}
                series={[{ data: stats.signups_per_week.map((w) => w.count), label: 'Sign-ups' }]}
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
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" id="course-progress-heading">
        Course progress
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No courses with chapters yet.</Typography>
      ) : (
        <Table size="small" aria-labelledby="course-progress-heading">
          <TableHead>
            <TableRow>
              <TableCell>Course</TableCell>
              <TableCell align="right">Started</TableCell>
              <TableCell align="right">Finished</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.course_id}>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{row.started}</TableCell>
                <TableCell align="right">{row.finished}</TableCell>
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
  const [range, setRange] = useState(defaultRange);
  const invalid = rangeError(range);
  const stats = useStats(range.from, range.to, !invalid);
  return (
    <Box>
      <Typography variant="h5" component="h2">
        Statistics
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <TextField
          type="date"
          label="From"
          value={range.from}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
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
      {!invalid && stats.isPending && <CircularProgress aria-label="Loading statistics" sx={{ mt: 2 }} />}
      {stats.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(stats.error)}
        </Alert>
      )}
      {!invalid && stats.data && <Charts stats={stats.data} />}
    </Box>
  );
}
