import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { pageViews } from '../../src/db/schema/index.ts';
import { deleteExpiredPageViews, PAGE_VIEW_RETENTION_MONTHS } from '../../src/modules/analytics/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const monthsAgo = (now: Date, months: number, extraMs = 0) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() + extraMs);
};

describe('page-view retention (privacy policy: web analytics)', () => {
  it(`deletes page views older than ${PAGE_VIEW_RETENTION_MONTHS} months with the scheduled job, and keeps the rest`, async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const sessionId = crypto.randomUUID();
    await ctx.app.db.insert(pageViews).values([
      { path: '/old', sessionId, createdAt: monthsAgo(now, PAGE_VIEW_RETENTION_MONTHS, -60_000) },
      { path: '/kept', sessionId, createdAt: monthsAgo(now, PAGE_VIEW_RETENTION_MONTHS, 60_000) },
      { path: '/recent', sessionId, createdAt: monthsAgo(now, 1) },
    ]);

    expect(await deleteExpiredPageViews(ctx.app.db, now)).toBe(1);
    const left = await ctx.app.db.select({ path: pageViews.path }).from(pageViews);
    expect(left.map((r) => r.path).sort()).toEqual(['/kept', '/recent']);
    // Idempotent: a second run finds nothing more.
    expect(await deleteExpiredPageViews(ctx.app.db, now)).toBe(0);
  });
});
