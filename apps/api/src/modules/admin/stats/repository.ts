import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { chapterProgress, chapters, courses, pageViews, subscriptions, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

/** Days and weeks are counted in UTC, so that the chart does not depend on the server's time zone. */
const utcDay = (column: typeof pageViews.createdAt | typeof users.dateJoined) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const inRange = (column: typeof pageViews.createdAt | typeof users.dateJoined, from: Date, to: Date) =>
  and(gte(column, from), lt(column, to));

export function viewsPerDay(db: DbOrTx, from: Date, to: Date) {
  const day = utcDay(pageViews.createdAt);
  return db
    .select({ day, views: count(), sessions: countDistinct(pageViews.sessionId) })
    .from(pageViews)
    .where(inRange(pageViews.createdAt, from, to))
    .groupBy(day)
    .orderBy(day);
}

export async function totals(db: DbOrTx, from: Date, to: Date) {
  const [row] = await db
    .select({ views: count(), sessions: countDistinct(pageViews.sessionId) })
    .from(pageViews)
    .where(inRange(pageViews.createdAt, from, to));
  return row ?? { views: 0, sessions: 0 };
}

export function topPages(db: DbOrTx, from: Date, to: Date, limit = 10) {
  return db
    .select({ path: pageViews.path, views: count() })
    .from(pageViews)
    .where(inRange(pageViews.createdAt, from, to))
    .groupBy(pageViews.path)
    .orderBy(desc(count()), pageViews.path)
    .limit(limit);
}

/** Members only (staff excluded); an account without a subscription row counts as 'none'. */
export function membersByStatus(db: DbOrTx) {
  const status = sql<string>`coalesce(${subscriptions.status}, 'none')`;
  return db
    .select({ status, count: count() })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.isStaff, false))
    .groupBy(status)
    .orderBy(status);
}

/** PostgreSQL weeks start on Monday. */
export function signupsPerWeek(db: DbOrTx, from: Date, to: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${users.dateJoined} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ week, count: count() })
    .from(users)
    .where(and(inRange(users.dateJoined, from, to), eq(users.isStaff, false)))
    .groupBy(week)
    .orderBy(week);
}

/**
 * Per course with chapters: how many members started it (a progress row in any of its chapters) and how many
 * finished it (every chapter done). Staff are counted like anyone who watched.
 */
export async function courseProgress(db: DbOrTx) {
  const perMember = db
    .select({
      courseId: chapters.courseId,
      userId: chapterProgress.userId,
      done: sql<number>`count(${chapterProgress.doneAt})`.mapWith(Number).as('done'),
    })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .groupBy(chapters.courseId, chapterProgress.userId)
    .as('per_member');
  const totals = db
    .select({ courseId: chapters.courseId, total: count().as('total') })
    .from(chapters)
    .groupBy(chapters.courseId)
    .as('totals');
  const rows = await db
    .select({
      courseId: courses.id,
      name: courses.name,
      started: count(perMember.userId),
      finished: sql<number>`count(*) filter (where ${perMember.done} >= ${totals.total})`.mapWith(Number),
    })
    .from(courses)
    .innerJoin(totals, eq(totals.courseId, courses.id))
    .leftJoin(perMember, eq(perMember.courseId, courses.id))
    .groupBy(courses.id, courses.name)
    .orderBy(courses.name, courses.id);
  return rows.map((row) => ({ ...row, started: Number(row.started) }));
}
