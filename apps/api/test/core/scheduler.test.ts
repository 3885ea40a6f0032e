import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createScheduler, type JobRun, type JobRunReport } from '../../src/core/scheduler.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { buildTestApp, freshPostgresDatabase, recordingMailer, testConfig } from '../helper.ts';

/** A job that counts its runs (by the slot of `now` they ran for) and can be made slow. */
/** A job that counts its runs; each run lasts until `ends` settles, when given. */
function countingJob(name: string, ends?: Promise<void>) {
  const runs: number[] = [];
  return {
    runs,
    job: {
      name,
      intervalSeconds: 1,
      async run(now: Date) {
        runs.push(Math.floor(now.getTime() / 1000));
        await ends;
      },
    },
  };
}

const SLOT = Date.parse('2030-01-01T00:00:00.000Z');
const at = (slot: number, ms = 0) => new Date(SLOT + slot * 1000 + ms);

describe('the scheduler on one process (either engine)', () => {
  it('runs a registered job once per interval, however often it ticks', async () => {
    const ctx = await buildTestApp({ BILLING_JOBS_INTERVAL_SECONDS: '0' });
    const { runs, job } = countingJob('count-one-process');
    ctx.app.scheduler.register(job);
    await ctx.app.scheduler.tick(at(0, 100));
    await ctx.app.scheduler.tick(at(0, 900));
    await ctx.app.scheduler.tick(at(1, 10));
    expect(runs).toHaveLength(2);
  });

  it('tells whether a run changed accounts: as its job says, and always when the job said nothing or failed', async () => {
    const ctx = await buildTestApp({ BILLING_JOBS_INTERVAL_SECONDS: '0' });
    const reports: JobRunReport[] = [];
    const scheduler = createScheduler(
      ctx.app.db,
      { error: () => {} },
      {
        exclusive: false,
        onRun: (report) => reports.push(report),
      },
    );
    const job = (name: string, run: () => Promise<JobRun | void>) => ({ name, intervalSeconds: 1, run });
    scheduler.register(job('changes-none', async () => ({ accountsChanged: false })));
    scheduler.register(job('changes-some', async () => ({ accountsChanged: true })));
    scheduler.register(job('says-nothing', async () => {}));
    scheduler.register(
      job('fails', async () => {
        throw new Error('wrote half, then failed');
      }),
    );
    await scheduler.tick(at(20));
    await scheduler.tick(at(20, 500));
    const told = (outcome: string) =>
      Object.fromEntries(reports.filter((r) => r.outcome === outcome).map((r) => [r.job, r.accountsChanged]));
    expect(told('done')).toEqual({ 'changes-none': false, 'changes-some': true, 'says-nothing': true });
    expect(told('failed')).toEqual({ fails: true });
    // Nothing ran in the second tick (the same interval), so it changed nothing.
    const skipped = reports.filter((r) => r.outcome === 'skipped');
    expect(skipped).toHaveLength(4);
    expect(skipped.every((r) => !r.accountsChanged)).toBe(true);
  });
});

// Two API processes on one PostgreSQL database: two apps, each with its own connection pool.
describe.skipIf(!process.env['TEST_DATABASE_URL'])('the scheduler across processes (PostgreSQL)', () => {
  const apps: App[] = [];
  const handles: DatabaseHandle[] = [];
  let drop: () => Promise<void> = async () => {};
  let databaseUrl = '';
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  async function twoProcesses(): Promise<[App, App]> {
    const pg = (await freshPostgresDatabase())!;
    drop = pg.drop;
    databaseUrl = pg.url;
    for (let i = 0; i < 2; i++) {
      const { config, dataDir } = testConfig({ BILLING_JOBS_INTERVAL_SECONDS: '0' });
      const database = await openDatabase({ databaseUrl: pg.url });
      handles.push(database);
      const app = await buildApp({ config, database, mailer: recordingMailer() });
      await app.ready();
      apps.push(app);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return [apps[0]!, apps[1]!];
  }

  it('runs a job registered in both once per interval, not once per process', async () => {
    const [a, b] = await twoProcesses();
    const { runs, job } = countingJob('count-two-processes');
    a.scheduler.register(job);
    b.scheduler.register(job);

    await Promise.all([a.scheduler.tick(at(0, 100)), b.scheduler.tick(at(0, 100))]);
    expect(runs).toEqual([SLOT / 1000]);
    await Promise.all([a.scheduler.tick(at(0, 600)), b.scheduler.tick(at(0, 700))]);
    expect(runs).toHaveLength(1);
    await Promise.all([b.scheduler.tick(at(1, 50)), a.scheduler.tick(at(1, 60))]);
    expect(runs).toHaveLength(2);
  });

  it('does not start a job in a second process while the first still runs it', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    let finish!: () => void;
    const { runs, job } = countingJob('slow-job', new Promise<void>((resolve) => (finish = resolve)));
    a.scheduler.register(job);
    b.scheduler.register(job);
    const first = a.scheduler.tick(at(10, 100));
    // A's run has begun, and lasts until the test lets it end (not for a time a loaded machine may exceed).
    while (!runs.length) await new Promise((resolve) => setTimeout(resolve, 10));
    // The next interval has begun, but the run of the last one holds the lock: skipped, not run beside it.
    await b.scheduler.tick(at(11, 100));
    finish();
    await first;
    expect(runs).toEqual([SLOT / 1000 + 10]);
  });

  it('on the timers of both processes, runs each interval at most once', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const { runs, job } = countingJob('timed-job');
    a.scheduler.register(job);
    b.scheduler.register(job);
    a.scheduler.start();
    b.scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    await Promise.all([a.scheduler.stop(), b.scheduler.stop()]);
    // About three intervals passed; a loaded machine's late timers may see only two of them.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('picks a job up in another process when the one running it died mid-run', async () => {
    const b = apps[1]!;
    const runs: string[] = [];
    // Process A: its own pool and scheduler, whose run never ends; its connection is then cut, as when it is killed.
    const pg = await openDatabase({ databaseUrl, migrate: false });
    const a = createScheduler(pg.db, { error: () => {} }, { exclusive: true });
    a.register({
      name: 'dies-mid-run',
      intervalSeconds: 1,
      run: () => (runs.push('a'), new Promise(() => {})),
    });
    b.scheduler.register({ name: 'dies-mid-run', intervalSeconds: 1, run: async () => void runs.push('b') });
    void a.tick(at(20, 100));
    while (!runs.includes('a')) await new Promise((resolve) => setTimeout(resolve, 10));
    await b.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and state = 'idle in transaction'`);
    // Same interval: A's lock and its claim on the interval died with its transaction.
    await b.scheduler.tick(at(20, 500));
    expect(runs).toEqual(['a', 'b']);
  });

  it('runs the jobs of a process one after another, so two pooled connections are enough for any number', async () => {
    const pg = await openDatabase({ databaseUrl, migrate: false, poolSize: 2 });
    handles.push(pg);
    const scheduler = createScheduler(pg.db, { error: () => {} }, { exclusive: true });
    const ran: string[] = [];
    for (const name of ['pool-one', 'pool-two', 'pool-three']) {
      // Each run holds one connection for its lock and needs a second for its own query.
      scheduler.register({
        name,
        intervalSeconds: 1,
        run: async () => {
          await pg.db.execute(sql`select pg_sleep(0.05)`);
          ran.push(name);
        },
      });
    }
    await scheduler.tick(at(30, 100));
    expect(ran).toEqual(['pool-one', 'pool-two', 'pool-three']);
  }, 10_000);
});
