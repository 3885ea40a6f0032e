import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, type TestContext } from '../helper.ts';
import { pageViews } from '../../src/db/schema/index.ts';

const WEB_ORIGIN = 'https://school.example';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ ANALYTICS_ALLOWED_ORIGINS: WEB_ORIGIN });
});

const record = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/analytics/pageviews/', payload, headers });

describe('POST /api/analytics/pageviews/', () => {
  it('answers 201 and stores only the path (no query, no host), the session id and the time', async () => {
    const sessionId = crypto.randomUUID();
    const before = Date.now();
    const res = await record(
      {
        page_url: 'https://school.example/courses/7?utm_source=news&email=a@b.c#chapter-2',
        session_id: sessionId,
      },
      { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Tracker/1.0', cookie: 'sid=abc' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'recorded' });

    const rows = await queryRows(ctx.app.db, sql`select * from page_views where session_id = ${sessionId}`);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'path', 'session_id']);
    expect(row['path']).toBe('/courses/7');
    expect(row['session_id']).toBe(sessionId);
    const at = new Date(row['created_at'] as string | Date).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 5000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5000);
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.9|127\.0\.0\.1|Tracker|sid=abc|utm_source/);
  });

  it('keeps the path of a relative page URL too', async () => {
    const sessionId = crypto.randomUUID();
    expect(
      (await record({ page_url: '/backing-tracks?sort=name-asc', session_id: sessionId })).statusCode,
    ).toBe(201);
    const [row] = await ctx.app.db.select().from(pageViews).where(eq(pageViews.sessionId, sessionId));
    expect(row!.path).toBe('/backing-tracks');
  });

  it('has no column that could hold an IP address, user agent or cookie', async () => {
    const columns = await queryRows<{ column_name: string }>(
      ctx.app.db,
      sql`select column_name from information_schema.columns where table_name = 'page_views'`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(['created_at', 'id', 'path', 'session_id']);
  });

  it.each([
    ['a session id that is not a UUID', { page_url: '/', session_id: 'not-a-uuid' }, /session_id/],
    ['a missing session id', { page_url: '/' }, /session_id/],
    ['a missing page URL', { session_id: crypto.randomUUID() }, /page_url/],
    ['an empty page URL', { page_url: '', session_id: crypto.randomUUID() }, /page_url/],
  ])('answers %s with 400 and a message, storing nothing', async (_, payload, field) => {
    const [before] = await queryRows<{ n: number | string }>(
      ctx.app.db,
      sql`select count(*) as n from page_views`,
    );
    const res = await record(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(field);
    const [after] = await queryRows<{ n: number | string }>(
      ctx.app.db,
      sql`select count(*) as n from page_views`,
    );
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('answers the web origin of a separate analytics host with CORS headers, and no other origin', async () => {
    const payload = { page_url: '/', session_id: crypto.randomUUID() };
    const allowed = await record(payload, { origin: WEB_ORIGIN });
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    const other = await record(payload, { origin: 'https://evil.example' });
    expect(other.statusCode).toBe(201);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/analytics/pageviews/',
      headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });
});
