import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  forumPostListSchema,
  privateLessonListSchema,
  type ForumPost,
  type PrivateLesson,
} from '@gjs/shared';
import { seedDemo } from '../../src/cli/seed/demo.ts';
import { seedCommunity } from '../../src/cli/seed/community.ts';
import { DEMO_PASSWORD } from '../../src/cli/seed/demo-accounts.ts';
import { bearer, buildTestApp, login, queryRows, type TestContext } from '../helper.ts';

let ctx: TestContext;
let posts: ForumPost[];
let lessons: PrivateLesson[];

const counts = async () =>
  (
    await queryRows<Record<string, number>>(
      ctx.app.db,
      sql`select (select count(*)::int from forum_posts) as posts, (select count(*)::int from forum_comments) as comments,
        (select count(*)::int from private_lessons) as lessons,
        (select count(*)::int from private_lesson_sections) as sections,
        (select count(*)::int from private_lesson_students) as assignments`,
    )
  )[0];

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemo(ctx.app.db, ctx.app.storage);
  const member = bearer((await login(ctx.app, 'member', DEMO_PASSWORD)).access);
  posts = forumPostListSchema.parse(
    (await ctx.app.inject({ url: '/api/forum/posts/', headers: member })).json(),
  );
  const student = bearer((await login(ctx.app, 'student', DEMO_PASSWORD)).access);
  lessons = privateLessonListSchema.parse(
    (await ctx.app.inject({ url: '/api/private-lessons/', headers: student })).json(),
  );
});

describe('demo forum', () => {
  it('has English and German threads with comments, markdown lists and links, from demo users', () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.some((p) => /\b(der|die|das|ich)\b/i.test(p.subject + p.content))).toBe(true);
    expect(posts.some((p) => /^- /m.test(p.content) && /\[[^\]]+\]\(https?:\/\//.test(p.content))).toBe(true);
    expect(posts.filter((p) => p.comments.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((p) => p.author.username))).toEqual(new Set(['teacher', 'member', 'student']));
  });

  it('leaves the trial account without a post, so that its welcome banner shows', async () => {
    const trialist = bearer((await login(ctx.app, 'trialist', DEMO_PASSWORD)).access);
    const res = await ctx.app.inject({ url: '/api/forum/posts/mine/', headers: trialist });
    expect(res.json()).toEqual({ has_posted: false });
  });
});

describe('demo private lessons', () => {
  it('gives the student two lessons with ordered sections, a playable video and a PDF download', async () => {
    expect(lessons).toHaveLength(2);
    for (const lesson of lessons) {
      expect(lesson.sections.map((s) => s.order)).toEqual(lesson.sections.map((_, i) => i + 1));
      const video = lesson.sections.find((s) => s.video_url)!;
      const pdf = lesson.sections.find((s) => s.pdf_url)!;
      const played = await ctx.app.inject({ url: video.video_url!, headers: { range: 'bytes=0-99' } });
      expect(played.statusCode).toBe(206);
      expect(played.headers['content-type']).toBe('video/mp4');
      const downloaded = await ctx.app.inject({ url: pdf.pdf_url! });
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(downloaded.headers['content-disposition']).toBe(
        `attachment; filename="${lesson.name}_section${pdf.order}_pdf.pdf"`,
      );
    }
  });

  it('shows no lessons to the other demo accounts', async () => {
    const member = bearer((await login(ctx.app, 'member', DEMO_PASSWORD)).access);
    expect((await ctx.app.inject({ url: '/api/private-lessons/', headers: member })).statusCode).toBe(403);
  });
});

describe('seeding the community again', () => {
  it('is idempotent: nothing new, nothing duplicated', async () => {
    const before = await counts();
    const again = await seedDemo(ctx.app.db, ctx.app.storage);
    expect(again.community.created).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('restores lesson files missing from storage', async () => {
    const key = 'demo/lesson-pdfs/arpeggio-exercise-minor-sixth.pdf';
    await ctx.app.storage.delete(key);
    await seedCommunity(ctx.app.db, ctx.app.storage);
    expect(await ctx.app.storage.exists(key)).toBe(true);
  });
});
