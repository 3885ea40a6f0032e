import type { Database, DbOrTx } from '../db/types.ts';
import { claimJobSlot, tryJobLock } from './scheduler-repository.ts';

/**
 * What a run says it did. `accountsChanged: false` promises that it wrote no user, subscription or profile, so the
 * accounts kept between requests stay (docs/decisions/0014-the-account-cache.md); a run that answers nothing is taken
 * to have changed accounts.
 */
export interface JobRun {
  accountsChanged: boolean;
}

/** A job a module runs now and then: idempotent, so a missed or repeated interval does no harm. */
export interface ScheduledJob {
  /** Unique over the app; the key of its lock and of its last run. */
  name: string;
  /** How often it runs, in seconds; 0 or less: only when asked (the CLI, tests). */
  intervalSeconds: number;
  run(now: Date): Promise<JobRun | void>;
}

export interface Scheduler {
  /** Adds a job; each module registers its own, when its plugin is registered. */
  register(job: ScheduledJob): void;
  /** Runs every job now and then on its interval (server.ts calls it once the server listens). */
  start(): void;
  /** Runs each registered job that is due in the interval of `now` and that no other process runs or ran in it. */
  tick(now?: Date): Promise<void>;
  /** Stops the timers and waits for runs under way. */
  stop(): Promise<void>;
}

interface Log {
  error(obj: object, msg?: string): void;
}

export type JobOutcome = 'done' | 'failed' | 'skipped';

/** One run as the scheduler tells it: a failed run may have written before it failed, so it changed accounts. */
export interface JobRunReport {
  job: string;
  outcome: JobOutcome;
  /** How long a run that was done took. */
  seconds?: number;
  accountsChanged: boolean;
}

const SKIPPED = { outcome: 'skipped', accountsChanged: false } as const;

/**
 * Jobs run once per interval across processes (docs/decisions/0302-jobs-run-once.md). Time is cut in slots of the
 * job's interval; a run claims its slot in `scheduled_jobs`, and only a process whose claim finds the last run in an
 * earlier slot runs the job. On PostgreSQL the claim and the run happen under a transaction-scoped advisory lock, so
 * that a second process neither claims the same slot at the same moment nor starts while a long run is still under
 * way: it skips, and the job runs again in a later slot.
 *
 * `exclusive` is false on the embedded database (PGlite). Only one process opens it (the CLI reaches it through the
 * server's socket), so there is nobody to exclude; and PGlite has one connection, so a transaction held open during
 * the run would make the job's own queries wait for it forever. The slot claim still keeps the runs apart in time.
 */
export function createScheduler(
  db: Database,
  log: Log,
  opts: { exclusive: boolean; onRun?: (report: JobRunReport) => void },
): Scheduler {
  const jobs = new Map<string, ScheduledJob>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  const claim = (tx: DbOrTx, job: ScheduledJob, now: Date) => {
    const slotMs = job.intervalSeconds * 1000;
    return claimJobSlot(tx, job.name, now, new Date(Math.floor(now.getTime() / slotMs) * slotMs));
  };

  type Ran = Pick<JobRunReport, 'outcome' | 'accountsChanged'>;
  const done = async (job: ScheduledJob, now: Date): Promise<Ran> => {
    const run = await job.run(now);
    return { outcome: 'done', accountsChanged: run?.accountsChanged ?? true };
  };

  const runOne = async (job: ScheduledJob, now: Date): Promise<Ran> => {
    if (!opts.exclusive) {
      if (!(await claim(db, job, now))) return SKIPPED;
      return done(job, now);
    }
    return db.transaction(async (tx): Promise<Ran> => {
      if (!(await tryJobLock(tx, job.name))) return SKIPPED;
      // A failed run rolls its claim back: the next tick, here or elsewhere, tries again.
      if (!(await claim(tx, job, now))) return SKIPPED;
      return done(job, now);
    });
  };

  // One job at a time per process: on PostgreSQL a run holds a connection for its lock while its own queries take
  // others, so jobs running side by side could take the whole pool and wait for each other forever.
  let previous: Promise<unknown> = Promise.resolve();
  const guarded = (job: ScheduledJob, now: Date) => {
    const promise = previous
      .then(async () => {
        const started = performance.now();
        const ran = await runOne(job, now);
        const seconds = ran.outcome === 'done' ? (performance.now() - started) / 1000 : undefined;
        opts.onRun?.({ job: job.name, ...ran, ...(seconds === undefined ? {} : { seconds }) });
      })
      .catch((err: unknown) => {
        opts.onRun?.({ job: job.name, outcome: 'failed', accountsChanged: true });
        log.error({ err, job: job.name }, 'scheduled job failed');
      })
      .finally(() => running.delete(promise));
    previous = promise;
    running.add(promise);
    return promise;
  };

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
      jobs.set(job.name, job);
    },
    start() {
      if (timers.length) return;
      for (const job of jobs.values()) {
        if (job.intervalSeconds <= 0) continue;
        let current: Promise<unknown> | undefined;
        const fire = () => {
          current ??= guarded(job, new Date()).finally(() => (current = undefined));
        };
        const timer = setInterval(fire, job.intervalSeconds * 1000);
        timer.unref();
        timers.push(timer);
        fire();
      }
    },
    async tick(now = new Date()) {
      await Promise.all([...jobs.values()].filter((j) => j.intervalSeconds > 0).map((j) => guarded(j, now)));
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
