import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';

/** The error a query gives when the database server cannot be reached: the driver's error wrapped by the builder. */
function unreachable() {
  const driverError = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  return new Error('Failed query: select 1', { cause: driverError });
}

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/test-only/database-down', async () => {
          throw unreachable();
        });
        app.get('/api/test-only/bug', async () => {
          throw new Error('a bug, not an outage');
        });
      },
    },
  );
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After and a message, refuses API calls at once until it answers again, then serves', async () => {
    const failed = await ctx.app.inject({ url: '/api/test-only/database-down' });
    expect(failed.statusCode).toBe(503);
    expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
    expect(failed.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: expect.any(String) });

    // Refused before touching the database, which the gate still takes for away.
    expect(ctx.app.databaseOutage.down).toBe(true);
    const meanwhile = await ctx.app.inject({ url: '/api/courses/' });
    expect(meanwhile.statusCode).toBe(503);
    expect(meanwhile.headers['retry-after']).toBeDefined();
    // The health check still asks the database itself.
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    // The database answers the gate's probe: calls go through again.
    await expect.poll(() => ctx.app.databaseOutage.down, { timeout: 3_000, interval: 50 }).toBe(false);
    expect((await ctx.app.inject({ url: '/api/courses/' })).statusCode).toBe(200);
  });

  it('keeps answering 500 for other errors, without refusing later calls', async () => {
    const res = await ctx.app.inject({ url: '/api/test-only/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(ctx.app.databaseOutage.down).toBe(false);
  });
});
