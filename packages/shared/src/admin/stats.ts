import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../plans.ts';

const day = z.iso.date();
export const MAX_STATS_RANGE_DAYS = 366;

export const statsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const statsSchema = z.object({
  from: day,
  to: day,
  total_views: z.number().int(),
  unique_sessions: z.number().int(),
  /** Every day of the range, including days without views. */
  page_views_per_day: z.array(z.object({ day, views: z.number().int(), sessions: z.number().int() })),
  top_pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  members_by_status: z.array(z.object({ status: z.enum(SUBSCRIPTION_STATUSES), count: z.number().int() })),
  /** Weeks start on Monday; `week` is that Monday. */
  signups_per_week: z.array(z.object({ week: day, count: z.number().int() })),
  /**
   * Per course with chapters, all time: members who saved progress in any chapter, and members who have every
   * chapter done (decision 0600).
   */
  course_progress: z.array(
    z.object({
      course_id: z.number().int(),
      name: z.string(),
      started: z.number().int(),
      finished: z.number().int(),
    }),
  ),
});
export type Stats = z.infer<typeof statsSchema>;
