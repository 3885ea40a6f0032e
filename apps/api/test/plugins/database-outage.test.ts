import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';

/** The error a query gives when the database server cannot be reached: the driver's error wrapped by the builder. */
function unreachable() {
  const driverError = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  return Object.assign(new Error('Failed query: select 1', { cause: driverError }), { query: 'select 1' });
}

let ctx: TestContext;
const logLines: string[] = [];
const gateClosures = () =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'database-gate-closed');

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/test-only/database-down', async () => {
          throw unreachable();
        });
        app.get('/api/test-only/provider-down', async () => {
          throw Object.assign(new TypeError('fetch failed'), {
            cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' }),
          });
        });
        app.get('/api/test-only/bug', async () => {
          throw new Error('a bug, not an outage');
        });
      },
      logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
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

    // The closure was logged once, with its cause and what the pool was doing; refusals while shut are not closures.
    expect(gateClosures()).toEqual([
      expect.objectContaining({
        level: 40,
        code: 'ECONNREFUSED',
        statement: 'select 1',
        database: ctx.app.database.kind,
        pool:
          ctx.app.database.kind === 'postgres'
            ? { size: expect.any(Number), inFlight: expect.any(Number), closed: expect.any(Number) }
            : null,
      }),
    ]);

    // The database answers the gate's probe: calls go through again.
    await expect.poll(() => ctx.app.databaseOutage.down, { timeout: 3_000, interval: 50 }).toBe(false);
    expect((await ctx.app.inject({ url: '/api/courses/' })).statusCode).toBe(200);

    // A later outage shuts the gate again, and is logged again.
    expect((await ctx.app.inject({ url: '/api/test-only/database-down' })).statusCode).toBe(503);
    expect(gateClosures()).toHaveLength(2);
    await expect.poll(() => ctx.app.databaseOutage.down, { timeout: 3_000, interval: 50 }).toBe(false);
  });

  it('keeps answering 500 for other errors, without refusing later calls', async () => {
    const res = await ctx.app.inject({ url: '/api/test-only/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(ctx.app.databaseOutage.down).toBe(false);
  });

  it('takes a socket error of another service for a fault of its own, not for the database away', async () => {
    const closuresBefore = gateClosures().length;
    const res = await ctx.app.inject({ url: '/api/test-only/provider-down' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(ctx.app.databaseOutage.down).toBe(false);
    expect(gateClosures()).toHaveLength(closuresBefore);
    expect((await ctx.app.inject({ url: '/api/courses/' })).statusCode).toBe(200);
  });
});
