import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { statsSchema } from '@gjs/shared';
import {
  chapterProgress,
  chapters,
  courses,
  pageViews,
  subscriptions,
  users,
} from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
  const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await ctx.app.db.insert(pageViews).values([
    { path: '/', sessionId: a, createdAt: at('2026-03-02', '00:00:01') },
    { path: '/courses', sessionId: a, createdAt: at('2026-03-02') },
    { path: '/', sessionId: b, createdAt: at('2026-03-02', '23:59:59') },
    { path: '/', sessionId: c, createdAt: at('2026-03-04') },
    { path: '/pricing', sessionId: c, createdAt: at('2026-03-05') },
    // Outside the range asked for below.
    { path: '/', sessionId: c, createdAt: at('2026-03-01', '23:59:59') },
    { path: '/', sessionId: c, createdAt: at('2026-03-06') },
  ]);
  for (const [name, status, joined] of [
    ['m1', 'trial', '2026-03-02'],
    ['m2', 'active', '2026-03-04'],
    ['m3', 'active', '2026-03-09'],
  ] as const) {
    const { id } = await createAccount(ctx.app.db, {
      username: name,
      email: `${name}@example.com`,
      password: 'manouche-swing-1934',
      subscription: status,
    });
    await ctx.app.db
      .update(users)
      .set({ dateJoined: at(joined) })
      .where(eq(users.id, id));
  }
  const [cancelled] = await ctx.app.db.select().from(users).where(eq(users.username, 'm3'));
  await ctx.app.db
    .update(subscriptions)
    .set({ status: 'cancelled' })
    .where(eq(subscriptions.userId, cancelled!.id));
});

const stats = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/stats/${query}`, headers: as.staff });

describe('admin statistics', () => {
  it('counts page views and sessions per UTC day, with empty days, over the chosen range', async () => {
    const res = await stats('?from=2026-03-02&to=2026-03-05');
    expect(res.statusCode).toBe(200);
    const body = statsSchema.parse(res.json());
    expect(body.page_views_per_day).toEqual([
      { day: '2026-03-02', views: 3, sessions: 2 },
      { day: '2026-03-03', views: 0, sessions: 0 },
      { day: '2026-03-04', views: 1, sessions: 1 },
      { day: '2026-03-05', views: 1, sessions: 1 },
    ]);
    expect(body).toMatchObject({ total_views: 5, unique_sessions: 3 });
    expect(body.top_pages).toEqual([
      { path: '/', views: 3 },
      { path: '/courses', views: 1 },
      { path: '/pricing', views: 1 },
    ]);
  });

  it('counts members (not staff) by subscription status and sign-ups per week starting on Monday', async () => {
    const body = statsSchema.parse((await stats('?from=2026-03-01&to=2026-03-15')).json());
    const byStatus = Object.fromEntries(body.members_by_status.map((s) => [s.status, s.count]));
    // 'paying' from the support accounts is active too; the staff owner is not counted.
    expect(byStatus).toMatchObject({ trial: 1, active: 2, cancelled: 1, none: 0 });
    expect(body.signups_per_week).toEqual([
      { week: '2026-03-02', count: 2 },
      { week: '2026-03-09', count: 1 },
    ]);
  });

  it('defaults to the last 30 days and refuses reversed, too long and malformed ranges', async () => {
    const body = statsSchema.parse((await stats('')).json());
    expect(body.page_views_per_day).toHaveLength(30);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
    expect((await stats('?from=2026-03-05&to=2026-03-01')).json()).toEqual({
      message: 'The start date must not be after the end date.',
      code: 'stats_start_after_end',
    });
    expect((await stats('?from=2024-01-01&to=2026-01-01')).json()).toEqual({
      message: 'The range can span at most 366 days.',
      code: 'stats_range_too_long',
    });
    expect((await stats('?from=yesterday')).statusCode).toBe(400);
  });

  it('counts per course the members who started it and those who have every chapter done', async () => {
    const { db } = ctx.app;
    const [course] = await db
      .insert(courses)
      .values({ name: 'Stats Swing', level: 'beginner', language: 'english', category: 'Songs' })
      .returning({ id: courses.id });
    const [empty] = await db
      .insert(courses)
      .values({ name: 'Stats Nobody', level: 'beginner', language: 'english', category: 'Songs' })
      .returning({ id: courses.id });
    const ch = await db
      .insert(chapters)
      .values([
        { courseId: course!.id, position: 1, heading: 'One', video: 'courses/s/1.mp4' },
        { courseId: course!.id, position: 2, heading: 'Two', video: 'courses/s/2.mp4' },
        { courseId: empty!.id, position: 1, heading: 'Alone', video: 'courses/s/3.mp4' },
      ])
      .returning({ id: chapters.id });
    const member = async (name: string) =>
      (
        await createAccount(db, {
          username: name,
          email: `${name}@example.com`,
          password: 'manouche-swing-1934',
          subscription: 'active',
        })
      ).id;
    const [finisher, starter, halfway] = [await member('fin'), await member('sta'), await member('hal')];
    const now = new Date();
    await db.insert(chapterProgress).values([
      { userId: finisher, chapterId: ch[0]!.id, position: 10, doneAt: now },
      { userId: finisher, chapterId: ch[1]!.id, position: 10, doneAt: now },
      { userId: starter, chapterId: ch[0]!.id, position: 5 },
      { userId: halfway, chapterId: ch[1]!.id, position: 5, doneAt: now },
    ]);
    const body = statsSchema.parse((await stats('')).json());
    expect(body.course_progress).toEqual(
      expect.arrayContaining([
        { course_id: course!.id, name: 'Stats Swing', started: 3, finished: 1 },
        { course_id: empty!.id, name: 'Stats Nobody', started: 0, finished: 0 },
      ]),
    );
  });
});
