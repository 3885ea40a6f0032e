import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingRunJobs } from '../../src/cli/commands/billing-run-jobs.ts';
import { COMMANDS } from '../../src/cli/commands/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { registerUser, userExists } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

describe('npm run cli -- billing:run-jobs', () => {
  it('is a CLI command that deletes accounts whose cancelled period has ended', async () => {
    expect(COMMANDS['billing:run-jobs']).toBe(billingRunJobs);
    const { id } = await registerUser(ctx, { payment_method: 'none' });
    const past = new Date(Date.now() - 60_000).toISOString();
    await ctx.app.db.execute(
      sql`update subscriptions set status = 'cancelled', end_date = ${past} where user_id = ${id}`,
    );
    const out = await billingRunJobs.run([], { db: ctx.app.db, config: ctx.config });
    expect(out).toBe(
      'Deleted 1 account(s), sent 0 trial reminder(s), ended 0 grace period(s), deleted 0 expired page view(s).',
    );
    expect(await userExists(ctx, id)).toBe(false);
  });
});

describe('the lifecycle jobs in the server process', () => {
  it('run at start and on the BILLING_JOBS_INTERVAL_SECONDS timer', async () => {
    const server = await buildTestApp({ BILLING_JOBS_INTERVAL_SECONDS: '1' });
    const { id } = await registerUser(server, { payment_method: 'none' });
    server.app.scheduler.start();
    // The first run found nothing; an account whose paid period ends now goes on a later tick.
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.app.db.execute(
      sql`update subscriptions set status = 'cancelled', end_date = ${past} where user_id = ${id}`,
    );
    await expect.poll(() => userExists(server, id), { timeout: 5_000, interval: 200 }).toBe(false);
  });
});
