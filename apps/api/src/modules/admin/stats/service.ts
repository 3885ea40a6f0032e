import {
  DAY_MS,
  MAX_STATS_RANGE_DAYS,
  SUBSCRIPTION_STATUSES,
  type Stats,
  type StatsQuery,
} from '@gjs/shared';
import type { Database } from '#db/types.ts';
import { ValidationError } from '#lib/errors.ts';
import * as repo from './repository.ts';

const DEFAULT_RANGE_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The inclusive range of days asked for; by default the last 30 days up to today (UTC). */
export function statsRange(query: StatsQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw new ValidationError('The start date must not be after the end date.');
  if (days > MAX_STATS_RANGE_DAYS) {
    throw new ValidationError(`The range can span at most ${MAX_STATS_RANGE_DAYS} days.`);
  }
  return { from, to };
}

export async function getStats(db: Database, query: StatsQuery, now = new Date()): Promise<Stats> {
  const { from, to } = statsRange(query, now);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const [perDay, total, top, byStatus, signups, progress] = await Promise.all([
    repo.viewsPerDay(db, start, end),
    repo.totals(db, start, end),
    repo.topPages(db, start, end),
    repo.membersByStatus(db),
    repo.signupsPerWeek(db, start, end),
    repo.courseProgress(db),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days: Stats['page_views_per_day'] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const day = isoDay(new Date(t));
    const row = byDay.get(day);
    days.push({ day, views: row?.views ?? 0, sessions: row?.sessions ?? 0 });
  }
  const counts = new Map(byStatus.map((row) => [row.status, row.count]));
  return {
    from,
    to,
    total_views: total.views,
    unique_sessions: total.sessions,
    page_views_per_day: days,
    top_pages: top,
    members_by_status: SUBSCRIPTION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    signups_per_week: signups,
    course_progress: progress.map((row) => ({
      course_id: row.courseId,
      name: row.name,
      started: row.started,
      finished: row.finished,
    })),
  };
}
