import { beforeAll, describe, expect, it } from 'vitest';
import { forumPostListSchema, type ForumPost } from '@gjs/shared';
import { buildTestApp, payloads, queryRows, type TestContext } from '../helper.ts';
import { sql } from 'drizzle-orm';
import { comment, createPost, listPosts, member, type Member } from './support.ts';

let ctx: TestContext;
let django: Member;
let stephane: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  django = await member(ctx, 'DjangoR');
  stephane = await member(ctx, 'Stephane');
  const posts = [
    [django, 'Minor Swing chords', 'Am6 and Dm6 everywhere', 'songs'],
    [django, 'Right hand', 'The REST STROKE is the secret', 'technique'],
    [stephane, 'Violin or guitar?', 'Both swing, 100% sure', 'general'],
    [stephane, 'String gauges', 'Argentine 1610 with_underscore', 'gear'],
    [django, 'La pompe', 'Beats two and four', 'rhythm'],
  ] as const;
  for (const [who, subject, content, category] of posts) {
    expect((await createPost(ctx, who, { subject, content, category })).statusCode).toBe(201);
  }
});

const subjects = (posts: ForumPost[]) => posts.map((p) => p.subject).sort();
async function search(query: Record<string, string | number>) {
  const res = await listPosts(ctx, django, query);
  expect(res.statusCode).toBe(200);
  return { posts: forumPostListSchema.parse(res.json()), total: Number(res.headers['x-total-count']) };
}

describe('server-side search and category filter (decision 0410)', () => {
  it('searches subject, content and author username, case-insensitively', async () => {
    expect(subjects((await search({ search: 'MINOR swing' })).posts)).toEqual(['Minor Swing chords']);
    expect(subjects((await search({ search: 'rest stroke' })).posts)).toEqual(['Right hand']);
    expect(subjects((await search({ search: 'stephane' })).posts)).toEqual([
      'String gauges',
      'Violin or guitar?',
    ]);
    expect((await search({ search: 'nothing like this' })).posts).toEqual([]);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect(subjects((await search({ search: '%' })).posts)).toEqual(['Violin or guitar?']);
    expect(subjects((await search({ search: '_' })).posts)).toEqual(['String gauges']);
    expect((await search({ search: '\\' })).posts).toEqual([]);
  });

  it('filters by exact category and combines it with the search', async () => {
    expect(subjects((await search({ category: 'gear' })).posts)).toEqual(['String gauges']);
    expect(subjects((await search({ category: 'technique', search: 'djangor' })).posts)).toEqual([
      'Right hand',
    ]);
    expect((await search({ category: 'rhythm', search: 'stephane' })).posts).toEqual([]);
  });

  it('treats an empty search as no search', async () => {
    expect((await search({ search: '' })).posts).toHaveLength(5);
  });

  it('pages newest first and counts every match in X-Total-Count', async () => {
    const page1 = await search({ page_size: 2 });
    const page2 = await search({ page_size: 2, page: 2 });
    const page3 = await search({ page_size: 2, page: 3 });
    const page4 = await search({ page_size: 2, page: 4 });
    expect([page1, page2, page3].map((p) => p.posts.length)).toEqual([2, 2, 1]);
    expect(page4.posts).toEqual([]);
    expect(page1.total).toBe(5);
    expect((await search({ page_size: 2, search: 'djangor' })).total).toBe(3);
    const all = [...page1.posts, ...page2.posts, ...page3.posts].map((p) => p.subject);
    expect(all).toEqual([
      'La pompe',
      'String gauges',
      'Violin or guitar?',
      'Right hand',
      'Minor Swing chords',
    ]);
  });

  it('answers at most 50 posts without parameters, the newest', async () => {
    const other = await buildTestApp();
    const who = await member(other, 'prolific');
    await other.app.db.execute(
      sql`insert into forum_posts (author_id, subject, content, category, created_at)
          select ${who.id}, 'Post ' || n, 'x', 'general', now() - (n || ' minutes')::interval
          from generate_series(1, 55) as n`,
    );
    const res = await listPosts(other, who);
    const posts = forumPostListSchema.parse(res.json());
    expect(posts).toHaveLength(50);
    expect(posts[0]!.subject).toBe('Post 1');
    expect(posts.at(-1)!.subject).toBe('Post 50');
    expect(res.headers['x-total-count']).toBe('55');
  });
});

describe('attack payloads', () => {
  it('answers every SQL-injection payload in the search with 200 and only literal matches', async () => {
    const [count] = await queryRows<{ n: number }>(
      ctx.app.db,
      sql`select count(*)::int as n from forum_posts`,
    );
    const lines = payloads('sqli');
    for (const payload of lines) {
      const needle = payload.slice(0, 200).trim().toLowerCase();
      const res = await listPosts(ctx, django, { search: payload.slice(0, 200) });
      expect(res.statusCode, payload).toBe(200);
      for (const post of forumPostListSchema.parse(res.json())) {
        const text = `${post.subject}\n${post.content}\n${post.author.username}`.toLowerCase();
        expect(text, payload).toContain(needle);
      }
    }
    const [after] = await queryRows<{ n: number }>(
      ctx.app.db,
      sql`select count(*)::int as n from forum_posts`,
    );
    expect(after!.n).toBe(count!.n);
    // A post that contains a payload is found by exactly that payload.
    const payload = lines.find((l) => l.includes("'") && l.trim().length > 5)!.trim();
    await createPost(ctx, stephane, { subject: 'Injection', content: payload, category: 'general' });
    expect(subjects((await search({ search: payload })).posts)).toEqual(['Injection']);
  });

  it('stores XSS payloads verbatim in posts and comments and returns them as JSON strings, never HTML', async () => {
    const lines = payloads('xss')
      .map((l) => l.trim())
      .filter(Boolean);
    const target = (
      await createPost(ctx, django, { subject: 'XSS target', content: 'x', category: 'general' })
    ).json();
    for (const payload of lines) {
      const created = await createPost(ctx, stephane, {
        subject: payload.slice(0, 200),
        content: payload,
        category: 'general',
      });
      expect(created.statusCode, payload).toBe(201);
      expect(created.json().content).toBe(payload);
      const replied = await comment(ctx, stephane, target.id, { content: payload });
      expect(replied.statusCode, payload).toBe(201);
      expect(replied.json().content).toBe(payload);
    }
    const res = await listPosts(ctx, django, { page_size: 100 });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const posts = forumPostListSchema.parse(res.json());
    const contents = posts.map((p) => p.content);
    for (const payload of lines) expect(contents).toContain(payload);
    expect(posts.find((p) => p.id === target.id)!.comments.map((c) => c.content)).toEqual(lines);
  });
});
