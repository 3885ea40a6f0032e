import type { SubscriptionStatus } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  heading: 'Statistics',
  from: 'From',
  to: 'To',
  loading: 'Loading statistics',
  /** Why the server would refuse a range, in its words. */
  range: {
    incomplete: 'Pick both dates.',
    reversed: 'The start date must not be after the end date.',
    tooLong: (maxDays: number) => `The range can span at most ${maxDays} days.`,
  },
  pageViews: 'Page views',
  uniqueSessions: 'Unique sessions',
  sessions: 'Sessions',
  perDay: 'Page views per day',
  day: 'Day',
  topPages: 'Top pages',
  path: 'Path',
  views: 'Views',
  byStatus: 'Members by subscription status',
  status: (status: SubscriptionStatus) => status.replace('_', ' '),
  signupsPerWeek: 'Sign-ups per week',
  signups: 'Sign-ups',
  noSignups: 'No sign-ups in this range.',
  courseProgress: 'Course progress',
  noCourses: 'No courses with chapters yet.',
  course: 'Course',
  started: 'Started',
  finished: 'Finished',
  /** A count in a figure or a table. */
  count: (value: number) => String(value),
  /** A day (YYYY-MM-DD) in the table behind the chart, and under the chart's axis ('03-10'). */
  tableDay: (day: string) => day,
  axisDay: (day: string) => day.slice(5),
  /** A week (its Monday, YYYY-MM-DD) under the sign-ups chart. */
  week: (monday: string) => `Week of ${monday}`,
  /** A value in a chart's tooltip; a number on its axis (the chart's own label, `tickLabel`, in English). */
  chartValue: (value: number | null) => (value == null ? '' : value.toLocaleString()),
  axisNumber: (_value: number, tickLabel: string) => tickLabel,
  /** What a chart says with nothing to draw (the charts' English defaults). */
  chart: { loading: 'Loading data…', noData: 'No data to display' },
};
export type StatsTexts = typeof en;

/** The texts of the console's statistics page and its charts. */
export const statsTexts = defineTexts(en, { de: () => import('./stats-texts.de.ts') });
