import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FORUM_CATEGORIES,
  forumCommentSchema,
  forumPostListSchema,
  forumPostSchema,
  type ForumComment,
  type ForumPost,
} from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { SUBSCRIPTION_REQUIRED } from '../../src/plugins/app/auth.ts';
import { comment, createPost, listPosts, member, type Member } from './support.ts';

let ctx: TestContext;
let alice: Member;
let bob: Member;
let trialist: Member;
let staff: Member;
let lapsed: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await member(ctx, 'Alice');
  bob = await member(ctx, 'bob_rhythm');
  trialist = await member(ctx, 'trialist', { subscription: 'trial' });
  staff = await member(ctx, 'teacher', { isStaff: true, subscription: 'none' });
  lapsed = await member(ctx, 'lapsed', { subscription: 'none' });
});

const validPost = {
  subject: 'Minor swing fingering',
  content: 'Which **fingering**?',
  category: 'technique',
};

describe('access to the forum (trial or active subscription, or staff)', () => {
  it('answers 401 with a message to anonymous callers on every forum call', async () => {
    const calls = [
      ctx.app.inject({ url: '/api/forum/posts/' }),
      ctx.app.inject({ url: '/api/forum/posts/mine/' }),
      ctx.app.inject({ method: 'POST', url: '/api/forum/posts/', payload: validPost }),
      ctx.app.inject({ method: 'POST', url: '/api/forum/posts/1/comments/', payload: { content: 'hi' } }),
      // An invalid body still answers 401 first: nothing is validated for strangers.
      ctx.app.inject({ method: 'POST', url: '/api/forum/posts/', payload: {} }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      });
    }
  });

  it('answers 403 with a message to a logged-in user without a trial or active subscription', async () => {
    for (const res of [
      await listPosts(ctx, lapsed),
      await createPost(ctx, lapsed, validPost),
      await ctx.app.inject({ url: '/api/forum/posts/mine/', headers: lapsed.headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SUBSCRIPTION_REQUIRED, code: expect.any(String) });
    }
  });

  it('lets trial members and staff without a subscription read and write', async () => {
    expect((await listPosts(ctx, trialist)).statusCode).toBe(200);
    expect((await createPost(ctx, trialist, { ...validPost, subject: 'Trial hello' })).statusCode).toBe(201);
    expect((await createPost(ctx, staff, { ...validPost, subject: 'Staff hello' })).statusCode).toBe(201);
  });
});

describe('POST /api/forum/posts/', () => {
  it('creates a post (201) and answers it with its author, trimmed fields and no comments', async () => {
    const res = await createPost(ctx, alice, {
      subject: '  Nuages intro  ',
      content: '\n- one\n- two\n',
      category: 'songs',
    });
    expect(res.statusCode).toBe(201);
    const post = forumPostSchema.parse(res.json());
    expect(post).toMatchObject({
      subject: 'Nuages intro',
      content: '- one\n- two',
      category: 'songs',
      author: { id: alice.id, username: 'Alice', profile_image: null },
      comments: [],
    });
    expect(Date.now() - Date.parse(post.created_at)).toBeLessThan(60_000);
  });

  it('requires subject, content and category, refuses blank text, unknown categories and overlong fields', async () => {
    const cases: object[] = [
      {},
      { content: 'x', category: 'general' },
      { subject: 'x', category: 'general' },
      { subject: 'x', content: 'x' },
      { subject: '   ', content: 'x', category: 'general' },
      { subject: 'x', content: ' \n\t ', category: 'general' },
      { subject: 'x', content: 'x', category: 'jazz' },
      { subject: 'x', content: 'x', category: 'General' },
      { subject: 'x'.repeat(201), content: 'x', category: 'general' },
      { subject: 'x', content: 'x'.repeat(10001), category: 'general' },
      { subject: 42, content: 'x', category: 'general' },
    ];
    for (const payload of cases) {
      const res = await createPost(ctx, bob, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await createPost(ctx, bob, { ...validPost, subject: 'x'.repeat(200) })).statusCode).toBe(201);
  });

  it('accepts each of the five categories', async () => {
    for (const category of FORUM_CATEGORIES) {
      const res = await createPost(ctx, bob, { subject: `In ${category}`, content: 'x', category });
      expect(res.statusCode).toBe(201);
      expect(res.json().category).toBe(category);
    }
  });
});

describe('POST /api/forum/posts/{id}/comments/', () => {
  let postId: number;
  beforeAll(async () => {
    postId = (await createPost(ctx, alice, { ...validPost, subject: 'Comment target' })).json().id;
  });

  it('adds a trimmed comment (201) with its author', async () => {
    const res = await comment(ctx, bob, postId, { content: '  Try **2-3-4**.  ' });
    expect(res.statusCode).toBe(201);
    expect(forumCommentSchema.parse(res.json())).toMatchObject({
      content: 'Try **2-3-4**.',
      author: { id: bob.id, username: 'bob_rhythm', profile_image: null },
    });
  });

  it('refuses empty, whitespace-only, missing and overlong comments with a message', async () => {
    for (const payload of [{}, { content: '' }, { content: ' \n\t ' }, { content: 'x'.repeat(5001) }]) {
      const res = await comment(ctx, bob, postId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("answers 404 'Post not found.' for unknown, malformed and out-of-range post ids", async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1e3', '99999999999999999999', "1' or '1'='1"]) {
      const res = await comment(ctx, bob, encodeURIComponent(id), { content: 'hello' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Post not found.', code: 'post_not_found' });
    }
  });
});

describe('GET /api/forum/posts/', () => {
  it('lists posts newest first with their comments oldest first, in the list shape', async () => {
    const first = (await createPost(ctx, alice, { ...validPost, subject: 'Ordering A' })).json().id;
    const second = (await createPost(ctx, bob, { ...validPost, subject: 'Ordering B' })).json().id;
    await comment(ctx, bob, first, { content: 'first reply' });
    await comment(ctx, alice, first, { content: 'second reply' });
    await comment(ctx, trialist, first, { content: 'third reply' });

    const res = await listPosts(ctx, alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const posts = forumPostListSchema.parse(res.json());
    const ids = posts.map((p) => p.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const times = posts.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const post = posts.find((p) => p.id === first)!;
    expect(Object.keys(post).sort()).toEqual(
      ['author', 'category', 'comments', 'content', 'created_at', 'id', 'subject'].sort(),
    );
    expect(post.comments.map((c) => c.content)).toEqual(['first reply', 'second reply', 'third reply']);
    expect(Object.keys(post.comments[0]!).sort()).toEqual(['author', 'content', 'created_at', 'id']);
    expect(Object.keys(post.author).sort()).toEqual(['id', 'profile_image', 'username']);
  });

  it('answers a new post and comment exactly as the list shows them afterwards, profile image included', async () => {
    const image = `profile-images/${'ab'.repeat(16)}.jpg`;
    await ctx.app.db.execute(sql`update profiles set profile_image = ${image} where user_id = ${bob.id}`);
    ctx.app.accountCache.invalidate(); // a write behind the app's back, as another process's would be announced
    const created = (await createPost(ctx, bob, { ...validPost, subject: 'As stored' })).json<ForumPost>();
    const added = (await comment(ctx, bob, created.id, { content: 'As stored too' })).json<ForumComment>();
    expect(created.author.profile_image).toBe(`/api/public/${image}`);
    const listed = forumPostListSchema
      .parse((await listPosts(ctx, alice)).json())
      .find((p) => p.id === created.id)!;
    expect(listed).toEqual({ ...created, comments: [added] });
    await ctx.app.db.execute(sql`update profiles set profile_image = null where user_id = ${bob.id}`);
  });

  it('sends the number of all posts in X-Total-Count', async () => {
    const res = await listPosts(ctx, alice);
    expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
  });

  it('refuses bad query parameters with 400 and a message', async () => {
    const cases: Record<string, string | number>[] = [
      { category: 'jazz' },
      { page: 0 },
      { page: 'x' },
      { page_size: 0 },
      { page_size: 101 },
    ];
    for (const query of cases) {
      const res = await listPosts(ctx, alice, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/forum/posts/mine/', () => {
  it('says whether the caller has written a post (welcome banner)', async () => {
    const newcomer = await member(ctx, 'newcomer');
    const mine = () => ctx.app.inject({ url: '/api/forum/posts/mine/', headers: newcomer.headers });
    expect((await mine()).json()).toEqual({ has_posted: false });
    const postId = (await createPost(ctx, alice, { ...validPost, subject: 'For the newcomer' })).json().id;
    await comment(ctx, newcomer, postId, { content: 'A comment is not a post.' });
    expect((await mine()).json()).toEqual({ has_posted: false });
    await createPost(ctx, newcomer, { ...validPost, subject: 'Hello from the newcomer' });
    expect((await mine()).json()).toEqual({ has_posted: true });
  });
});
