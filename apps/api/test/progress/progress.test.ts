import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { chapterProgressSchema, courseProgressSchema, progressSummarySchema } from '@gjs/shared';
import { chapterProgress, chapters, courses, users } from '../../src/db/schema/index.ts';
import { buildTestApp, queryRows, type TestContext } from '../helper.ts';
import { DENIED_ROLES, roleHeaders, type RoleHeaders } from '../media/support.ts';

// Course progress and resume (docs/decisions/0600-course-progress.md).
let ctx: TestContext;
let as: RoleHeaders;
let course: number;
let other: number;
let draft: number;
let ch: number[];
let draftChapter: number;

const save = (chapter: number, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/progress/chapters/${chapter}/`,
    headers,
    payload: payload as object,
  });
const done = (chapter: number, headers: Record<string, string>, value: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/progress/chapters/${chapter}/done/`,
    headers,
    payload: { done: value },
  });
const read = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/progress/courses/${id}/`, headers });
const summary = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/progress/', headers });

/** Pretends the last save was `seconds` ago, as if the member had been playing meanwhile. */
async function backdate(username: string, chapter: number, seconds: number) {
  const [user] = await ctx.app.db.select().from(users).where(eq(users.username, username));
  await ctx.app.db
    .update(chapterProgress)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(chapterProgress.userId, user!.id), eq(chapterProgress.chapterId, chapter)));
}

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await roleHeaders(ctx);
  const { db } = ctx.app;
  const insertCourse = async (name: string, isPublished = true) => {
    const [row] = await db
      .insert(courses)
      .values({ name, level: 'beginner', language: 'english', category: 'Songs', isPublished })
      .returning({ id: courses.id });
    return row!.id;
  };
  course = await insertCourse('Swing 42');
  other = await insertCourse('Rhythm Basics');
  draft = await insertCourse('Secret Draft', false);
  const rows = await db
    .insert(chapters)
    .values([
      { courseId: course, position: 1, heading: 'Intro', video: 'courses/a/1.mp4' },
      { courseId: course, position: 2, heading: 'Theme', video: 'courses/a/2.mp4' },
      { courseId: course, position: 3, heading: 'Solo', video: 'courses/a/3.mp4' },
      { courseId: other, position: 1, heading: 'Pompe', video: 'courses/b/1.mp4' },
      { courseId: draft, position: 1, heading: 'Hidden', video: 'courses/c/1.mp4' },
    ])
    .returning({ id: chapters.id });
  ch = rows.map((r) => r.id);
  draftChapter = ch[4]!;
});

describe('progress', () => {
  it('saves and reads back the position of the member’s own chapter', async () => {
    const res = await save(ch[0]!, as.active, { position: 42.5, played: 10, duration: 600 });
    expect(res.statusCode).toBe(200);
    const body = chapterProgressSchema.parse(res.json());
    expect(body).toMatchObject({ chapter_id: ch[0], position: 42.5, played: 10, done: false });
    const back = courseProgressSchema.parse((await read(course, as.active)).json());
    expect(back.chapters).toEqual([
      expect.objectContaining({ chapter_id: ch[0], position: 42.5, done: false }),
    ]);
  });

  it('keeps each member’s data apart: another member neither sees nor changes it', async () => {
    const theirs = courseProgressSchema.parse((await read(course, as.trial)).json());
    expect(theirs.chapters).toEqual([]);
    expect((await save(ch[0]!, as.trial, { position: 5, played: 1, duration: 600 })).statusCode).toBe(200);
    const mine = courseProgressSchema.parse((await read(course, as.active)).json());
    expect(mine.chapters[0]!.position).toBe(42.5);
    // There is no way to name another member: the calls take no user id.
    const withUser = await ctx.app.inject({
      method: 'GET',
      url: `/api/progress/courses/${course}/?user_id=1`,
      headers: as.trial,
    });
    expect(courseProgressSchema.parse(withUser.json()).chapters[0]!.position).toBe(5);
  });

  it('answers 401 without a login and 403 without a subscription', async () => {
    expect((await read(course, as.anonymous)).statusCode).toBe(401);
    expect((await save(ch[0]!, as.anonymous, { position: 1 })).statusCode).toBe(401);
    expect((await summary(as.anonymous)).statusCode).toBe(401);
    for (const role of DENIED_ROLES) {
      expect((await read(course, as[role])).statusCode).toBe(403);
      expect((await save(ch[0]!, as[role], { position: 1 })).statusCode).toBe(403);
      expect((await done(ch[0]!, as[role], true)).statusCode).toBe(403);
      expect((await summary(as[role])).statusCode).toBe(403);
    }
  });

  it('rejects invalid positions with field errors, and unknown or draft chapters with 404', async () => {
    for (const payload of [
      { position: -1 },
      { position: 1e9 },
      { position: 'ten' },
      { position: 1, played: -3 },
      { position: 1, duration: 0 },
      {},
    ]) {
      const res = await save(ch[1]!, as.active, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await done(ch[1]!, as.active, 'yes' as unknown as boolean)).statusCode).toBe(400);
    expect((await save(999999, as.active, { position: 1 })).statusCode).toBe(404);
    expect((await save(draftChapter, as.active, { position: 1 })).statusCode).toBe(404);
    expect((await read(draft, as.active)).statusCode).toBe(404);
    expect((await read(999999, as.active)).statusCode).toBe(404);
    // Staff see drafts.
    expect((await save(draftChapter, as.staff, { position: 1 })).statusCode).toBe(200);
  });

  it('does not count a seek to the end as watched', async () => {
    const res = chapterProgressSchema.parse(
      (await save(ch[1]!, as.active, { position: 100, played: 100, duration: 100 })).json(),
    );
    // The first save may add at most one step of played time; the seek itself adds nothing.
    expect(res.played).toBeLessThanOrEqual(60);
    expect(res.done).toBe(false);
    // A second save right away: at most the slack since the last save.
    const again = chapterProgressSchema.parse(
      (await save(ch[1]!, as.active, { position: 100, played: 100, duration: 100 })).json(),
    );
    expect(again.played).toBeLessThanOrEqual(res.played + 6);
    expect(again.done).toBe(false);
  });

  it('marks a chapter done once 90 % of its duration was actually played', async () => {
    const chapter = ch[2]!;
    await save(chapter, as.active, { position: 0, played: 0, duration: 100 });
    for (let i = 0; i < 8; i++) {
      await backdate('member', chapter, 10);
      const last = chapterProgressSchema.parse(
        (await save(chapter, as.active, { position: (i + 1) * 10, played: 10, duration: 100 })).json(),
      );
      expect(last.done, `after ${last.played} s`).toBe(false);
    }
    await backdate('member', chapter, 10);
    const last = chapterProgressSchema.parse(
      (await save(chapter, as.active, { position: 90, played: 10, duration: 100 })).json(),
    );
    expect(last.played).toBe(90);
    expect(last.done).toBe(true);
  });

  it('counts the video watched at double speed, but never more than double the time that passed', async () => {
    const chapter = ch[3]!;
    await save(chapter, as.trial, { position: 0, played: 0, duration: 300 });
    await backdate('trialist', chapter, 10);
    const fast = chapterProgressSchema.parse(
      (await save(chapter, as.trial, { position: 20, played: 20, duration: 300 })).json(),
    );
    expect(fast.played).toBe(20);
    await backdate('trialist', chapter, 10);
    const tooFast = chapterProgressSchema.parse(
      (await save(chapter, as.trial, { position: 60, played: 40, duration: 300 })).json(),
    );
    // 10 s at the fastest speed (200 %) and 5 s of slack.
    expect(tooFast.played).toBeCloseTo(20 + 25, 0);
    expect(tooFast.played).toBeLessThan(46);
  });

  it('marks and unmarks a chapter as done', async () => {
    const marked = chapterProgressSchema.parse((await done(ch[1]!, as.active, true)).json());
    expect(marked.done).toBe(true);
    expect(marked.position).toBe(100);
    const unmarked = chapterProgressSchema.parse((await done(ch[1]!, as.active, false)).json());
    expect(unmarked).toMatchObject({ done: false, done_at: null, position: 100 });
  });

  it('sums up each course: done chapters of all and the last chapter touched', async () => {
    await done(ch[0]!, as.active, true);
    await backdate('member', ch[2]!, 3600);
    await save(ch[1]!, as.active, { position: 33 });
    const list = progressSummarySchema.parse((await summary(as.active)).json());
    expect(list.find((c) => c.course_id === course)).toEqual({
      course_id: course,
      done: 2,
      total: 3,
      last: { chapter_id: ch[1], position: 33, updated_at: expect.any(String) },
    });
    expect(list.find((c) => c.course_id === other)).toEqual({
      course_id: other,
      done: 0,
      total: 1,
      last: null,
    });
    expect(list.find((c) => c.course_id === draft)).toBeUndefined();
    const theirs = progressSummarySchema.parse((await summary(as.trial)).json());
    expect(theirs.find((c) => c.course_id === course)).toMatchObject({
      done: 0,
      last: { chapter_id: ch[0] },
    });
  });

  it('goes with the account', async () => {
    const [user] = await ctx.app.db.select().from(users).where(eq(users.username, 'member'));
    await ctx.app.db.delete(users).where(eq(users.id, user!.id));
    const rows = await queryRows(
      ctx.app.db,
      sql`select count(*)::int as n from chapter_progress where user_id = ${user!.id}`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
