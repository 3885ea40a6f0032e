import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORUM_TOTAL_COUNT_HEADER, forumPostListSchema, type ForumPost } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { comment, createPost, listPosts, member, type Member } from './support.ts';

/**
 * Pages without a search are kept serialised (docs/decisions/0009-forum-pages-kept-serialised.md): every forum write
 * must show on the very next read of a kept page, and a kept page holds only the contract's fields.
 */
let ctx: TestContext;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await member(ctx, 'alice_kept');
  bob = await member(ctx, 'bob_kept');
});

const post = (subject: string) => ({ subject, content: 'Which fingering?', category: 'technique' });

async function page(who: Member, query: Record<string, string | number> = {}) {
  const res = await listPosts(ctx, who, query);
  expect(res.statusCode).toBe(200);
  return {
    posts: res.json<ForumPost[]>(),
    total: Number(res.headers[FORUM_TOTAL_COUNT_HEADER]),
    raw: res.body,
  };
}

async function photo() {
  const raw = Buffer.alloc(64 * 64 * 3, 200);
  const data = await sharp(raw, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
  const boundary = '----gjskeptpages';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="me.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('forum pages kept serialised', () => {
  it('answers a kept page exactly as the first read, with only the fields of the contract', async () => {
    await createPost(ctx, alice, post('Kept page one'));
    const first = await page(bob);
    const again = await page(alice);
    expect(again.raw).toBe(first.raw);
    expect(again.total).toBe(first.total);
    expect(first.posts).toEqual(forumPostListSchema.parse(first.posts));
  });

  it('shows a new post on the next read, with the new total', async () => {
    const before = await page(bob);
    expect((await createPost(ctx, alice, post('Fresh after keep'))).statusCode).toBe(201);
    const after = await page(bob);
    expect(after.posts[0]!.subject).toBe('Fresh after keep');
    expect(after.total).toBe(before.total + 1);
  });

  it('shows a new comment on the next read of a kept page', async () => {
    const created = (await createPost(ctx, alice, post('Comment me'))).json<ForumPost>();
    await page(bob);
    await page(bob, { category: 'technique' });
    expect((await comment(ctx, bob, created.id, { content: 'Use the third finger.' })).statusCode).toBe(201);
    for (const read of [await page(alice), await page(alice, { category: 'technique' })]) {
      const shown = read.posts.find((p) => p.id === created.id)!;
      expect(shown.comments.map((c) => c.content)).toEqual(['Use the third finger.']);
    }
  });

  it("shows an author's new profile picture on the next read", async () => {
    await createPost(ctx, alice, post('Picture soon'));
    const before = await page(bob);
    expect(before.posts[0]!.author.profile_image).toBeNull();
    const body = await photo();
    const upload = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile/image/',
      payload: body.payload,
      headers: { ...body.headers, ...alice.headers },
    });
    expect(upload.statusCode).toBe(200);
    const after = await page(bob);
    expect(after.posts[0]!.author.profile_image).toMatch(/^https?:|^\//);
  });

  it('drops the posts of a trial account deleted by its own cancellation on the next read', async () => {
    const leaving = await member(ctx, 'leaving_trial', { subscription: 'trial' });
    await createPost(ctx, leaving, post('Soon gone'));
    expect((await page(bob)).posts[0]!.subject).toBe('Soon gone');
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel-subscription/',
      headers: leaving.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await page(bob)).posts.map((p) => p.subject)).not.toContain('Soon gone');
  });

  it('reads a search afresh each time', async () => {
    const created = (await createPost(ctx, alice, post('Searchable gypsy waltz'))).json<ForumPost>();
    expect((await page(bob, { search: 'gypsy waltz' })).posts[0]!.comments).toEqual([]);
    await comment(ctx, bob, created.id, { content: 'Lovely.' });
    expect((await page(bob, { search: 'gypsy waltz' })).posts[0]!.comments).toHaveLength(1);
  });
});
