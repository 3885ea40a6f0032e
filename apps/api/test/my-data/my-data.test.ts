import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_DATA_SECTIONS, memberDataSchema } from '@gjs/shared';
import { chapterProgress, chapters, courses, subscriptions, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { comment, createPost, member, type Member } from '../forum/support.ts';

// "Download my data" (docs/decisions/0620-download-my-data.md).
let ctx: TestContext;
let alice: Member;
let bob: Member;
let chapterId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await member(ctx, 'alice_data');
  bob = await member(ctx, 'bob_data');
  const { db } = ctx.app;
  await db
    .update(subscriptions)
    .set({
      paymentProvider: 'stripe',
      providerCustomerId: 'cus_SECRET123',
      providerSubscriptionId: 'sub_SECRET456',
    })
    .where(eq(subscriptions.userId, alice.id));
  const [course] = await db
    .insert(courses)
    .values({ name: 'Data Swing', level: 'beginner', language: 'english', category: 'Songs' })
    .returning({ id: courses.id });
  const [chapter] = await db
    .insert(chapters)
    .values({ courseId: course!.id, position: 1, heading: 'Data Intro', video: 'courses/d/1.mp4' })
    .returning({ id: chapters.id });
  chapterId = chapter!.id;
  await db.insert(chapterProgress).values([
    { userId: alice.id, chapterId, position: 42, played: 30 },
    { userId: bob.id, chapterId, position: 7, played: 7 },
  ]);
  const post = (
    await createPost(ctx, alice, { subject: 'Alice asks', content: 'Pompe?', category: 'rhythm' })
  ).json();
  await createPost(ctx, bob, { subject: 'Bob asks', content: 'Bob only', category: 'general' });
  await comment(ctx, bob, post.id, { content: 'Bob answers' });
  await comment(ctx, alice, post.id, { content: 'Alice thanks' });
});

const download = (headers?: Record<string, string>) =>
  ctx.app.inject({ url: '/api/profile/my-data/', ...(headers ? { headers } : {}) });

describe('GET /api/profile/my-data/', () => {
  it('answers 401 to a visitor', async () => {
    expect((await download()).statusCode).toBe(401);
  });

  it("gives the caller's own data, every section, as a file to download", async () => {
    const res = await download(alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gypsy-jazz-school-data-alice_data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = memberDataSchema.parse(res.json());
    expect(
      Object.keys(res.json())
        .filter((k) => k !== 'exported_at')
        .sort(),
    ).toEqual([...MEMBER_DATA_SECTIONS].sort());
    expect(data.account).toMatchObject({
      id: alice.id,
      username: 'alice_data',
      email: 'alice_data@example.com',
    });
    expect(data.subscription).toMatchObject({ status: 'active', payment_provider: 'stripe' });
    expect(data.forum_posts.map((p) => p.subject)).toEqual(['Alice asks']);
    expect(data.forum_comments.map((c) => [c.content, c.post_subject])).toEqual([
      ['Alice thanks', 'Alice asks'],
    ]);
    expect(data.course_progress).toEqual([
      expect.objectContaining({ course: 'Data Swing', chapter: 'Data Intro', position: 42, played: 30 }),
    ]);
  });

  it('holds no secret and nothing of another member', async () => {
    const raw = (await download(alice.headers)).body;
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, alice.id));
    for (const secret of [row!.passwordHash, 'cus_SECRET123', 'sub_SECRET456', 'password', 'token']) {
      expect(raw).not.toContain(secret);
    }
    for (const other of ['Bob asks', 'Bob answers', 'Bob only', 'bob_data']) expect(raw).not.toContain(other);
  });

  it('loses the progress with the account: deleting it leaves no progress row', async () => {
    const leaving = await member(ctx, 'leaving_data');
    await ctx.app.db
      .insert(chapterProgress)
      .values({ userId: leaving.id, chapterId, position: 3, played: 3 });
    await ctx.app.db.delete(users).where(eq(users.id, leaving.id));
    const rows = await ctx.app.db
      .select()
      .from(chapterProgress)
      .where(eq(chapterProgress.userId, leaving.id));
    expect(rows).toEqual([]);
  });
});
