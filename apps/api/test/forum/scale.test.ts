import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FORUM_CATEGORIES, FORUM_TOTAL_COUNT_HEADER } from '@gjs/shared';
import { buildTestApp, queryRows, type TestContext } from '../helper.ts';
import { listPosts, member, type Member } from './support.ts';

/**
 * 10,000 posts with 50,000 comments: the pages, searches and counts the API answers are those of the plain query
 * (every post joined to its author, filtered with ILIKE, ordered newest first with the id breaking ties).
 */
let ctx: TestContext;
let reader: Member;
const POSTS = 10_000;

beforeAll(async () => {
  ctx = await buildTestApp();
  reader = await member(ctx, 'reader');
  const authors: number[] = [];
  for (const name of ['stephane', 'django_fan', 'bireli']) authors.push((await member(ctx, name)).id);
  const ids = sql.raw(`(array[${authors.join(',')}]::int[])`);
  const categories = sql.raw(`(array[${FORUM_CATEGORIES.map((c) => `'${c}'`).join(',')}]::text[])`);
  // Every fourth post shares its timestamp with the next ones, so the id has to break ties.
  await ctx.app.db.execute(sql`
    with inserted as (
      insert into forum_posts (author_id, subject, content, category, created_at)
      select ${ids}[1 + i % 3], 'Topic ' || i || case when i % 97 = 0 then ' Nuages voicings' else '' end,
             'Body ' || i || case when i % 89 = 0 then ' about the NUAGES bridge' else '' end,
             ${categories}[1 + i % ${FORUM_CATEGORIES.length}::int],
             timestamptz '2026-01-01' + (i / 4) * interval '1 minute'
      from generate_series(1, ${POSTS}::int) as i
      returning id, created_at
    )
    insert into forum_comments (post_id, author_id, content, created_at)
    select inserted.id, ${ids}[1 + c % 3], 'Comment ' || c, inserted.created_at + c * interval '1 second'
    from inserted, generate_series(1, 5) as c
  `);
}, 120_000);

interface Expected {
  id: number;
}

function reference(where: string, limit: number, offset: number) {
  return queryRows<Expected>(
    ctx.app.db,
    sql.raw(`
      select p.id from forum_posts p join users u on u.id = p.author_id
      where ${where}
      order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`),
  );
}

async function referenceCount(where: string) {
  const [row] = await queryRows<{ n: number }>(
    ctx.app.db,
    sql.raw(`select count(*)::int as n from forum_posts p join users u on u.id = p.author_id where ${where}`),
  );
  return Number(row!.n);
}

async function page(query: Record<string, string | number>) {
  const res = await listPosts(ctx, reader, query);
  expect(res.statusCode).toBe(200);
  const posts = res.json<{ id: number; comments: { id: number }[] }[]>();
  return { posts, total: Number(res.headers[FORUM_TOTAL_COUNT_HEADER.toLowerCase()]) };
}

describe('the forum with 10,000 posts and 50,000 comments', () => {
  it('pages newest first exactly as the plain query, the first, a deep and the last page', async () => {
    for (const n of [1, 2, 250, 400, 500]) {
      const { posts, total } = await page({ page: n, page_size: 20 });
      expect(posts.map((p) => p.id)).toEqual((await reference('true', 20, (n - 1) * 20)).map((r) => r.id));
      expect(total).toBe(await referenceCount('true'));
    }
    const { posts } = await page({ page: 400, page_size: 20 });
    expect(posts).toHaveLength(20);
    // Each post of the page carries its own five comments, and only those.
    for (const post of posts) expect(post.comments).toHaveLength(5);
  });

  it('pages deep into one category, to a partial last page and past the end, exactly as the plain query', async () => {
    const where = `p.category = 'songs'`;
    const songs = await referenceCount(where);
    const last = Math.ceil(songs / 30);
    for (const n of [1, 7, 40, last - 1, last, last + 1]) {
      const { posts, total } = await page({ category: 'songs', page: n, page_size: 30 });
      expect(posts.map((p) => p.id)).toEqual((await reference(where, 30, (n - 1) * 30)).map((r) => r.id));
      expect(total).toBe(songs);
    }
    for (const [n, size] of [
      [334, 30],
      [9_999, 1],
      [10_001, 1],
    ] as const) {
      const { posts } = await page({ page: n, page_size: size });
      expect(posts.map((p) => p.id)).toEqual(
        (await reference('true', size, (n - 1) * size)).map((r) => r.id),
      );
    }
  });

  it('gives each post of a deep page its comments, oldest first, as stored', async () => {
    const { posts } = await page({ page: 321, page_size: 20 });
    const ids = posts.map((p) => p.id);
    const stored = await queryRows<{
      id: number;
      post_id: number;
      content: string;
      at: string;
      username: string;
    }>(
      ctx.app.db,
      sql.raw(`
        select c.id, c.post_id, c.content, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
               u.username
        from forum_comments c join users u on u.id = c.author_id
        where c.post_id in (${ids.join(',')}) order by c.created_at, c.id`),
    );
    for (const post of posts as unknown as {
      id: number;
      comments: { id: number; content: string; created_at: string; author: { username: string } }[];
    }[]) {
      expect(post.comments.map((c) => [c.id, c.content, c.created_at, c.author.username])).toEqual(
        stored.filter((c) => c.post_id === post.id).map((c) => [c.id, c.content, c.at, c.username]),
      );
    }
  });

  it('finds by subject, content and author name, case-insensitive, with the plain query’s pages and count', async () => {
    const searches: [string, string][] = [
      ['nuages', `(p.subject ilike '%nuages%' or p.content ilike '%nuages%' or u.username ilike '%nuages%')`],
      ['BIRELI', `(p.subject ilike '%bireli%' or p.content ilike '%bireli%' or u.username ilike '%bireli%')`],
    ];
    for (const [term, where] of searches) {
      const expectedTotal = await referenceCount(where);
      expect(expectedTotal).toBeGreaterThan(100);
      for (const n of [1, 3]) {
        const { posts, total } = await page({ search: term, page: n, page_size: 25 });
        expect(posts.map((p) => p.id)).toEqual((await reference(where, 25, (n - 1) * 25)).map((r) => r.id));
        expect(total).toBe(expectedTotal);
      }
    }
  });

  it('filters by category together with a search', async () => {
    const where = `p.category = 'songs' and (p.subject ilike '%nuages%' or p.content ilike '%nuages%' or u.username ilike '%nuages%')`;
    const { posts, total } = await page({ search: 'Nuages', category: 'songs', page_size: 100 });
    expect(posts.map((p) => p.id)).toEqual((await reference(where, 100, 0)).map((r) => r.id));
    expect(total).toBe(await referenceCount(where));
  });

  it('counts a new post at once', async () => {
    const before = (await page({ page_size: 1 })).total;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/posts/',
      headers: reader.headers,
      payload: { subject: 'One more', content: 'Counting', category: 'general' },
    });
    expect(res.statusCode).toBe(201);
    expect((await page({ page_size: 1 })).total).toBe(before + 1);
    // Every page moves down by one at once, the deep ones too.
    const { posts, total } = await page({ page: 400, page_size: 20 });
    expect(posts.map((p) => p.id)).toEqual((await reference('true', 20, 399 * 20)).map((r) => r.id));
    expect(total).toBe(before + 1);
  });
});
