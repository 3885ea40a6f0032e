import crypto from 'node:crypto';
import os from 'node:os';
import type { Database, DbOrTx } from '../db/types.ts';
import {
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  releaseJob,
  renewLease,
  reportProgress,
  type JobRow,
} from './job-queue-repository.ts';

export interface JobContext {
  job: JobRow;
  /** Aborted when the process shuts down or the job's lease was lost: the handler stops its work and throws. */
  signal: AbortSignal;
  /** 0-100; stored at most once a second, and only when it changed. */
  progress(percent: number): void;
}

export interface JobHandler {
  queue: string;
  /** Jobs of this queue run side by side in one process at most. */
  concurrency: number;
  /** Runs in all, the first included, before the job fails for good. */
  maxAttempts: number;
  run(ctx: JobContext): Promise<void>;
}

export interface JobQueue {
  /** This process's name in `locked_by`. */
  readonly worker: string;
  register(handler: JobHandler): void;
  /** Puts a job on a registered queue in the caller's transaction; false when it is already queued or running. */
  enqueue(tx: DbOrTx, queue: string, key: string, payload?: Record<string, unknown>): Promise<boolean>;
  /** Looks for due jobs now rather than at the next poll (after the transaction that enqueued committed). */
  wake(): void;
  /** Starts polling (server.ts, once the server listens). */
  start(): void;
  /** Stops polling, aborts the runs under way and puts their jobs back on the queue. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How long a claim lasts without renewal; a killed process's job is taken up again after it lapses. */
  leaseSeconds?: number;
  pollMs?: number;
  /** The wait before the next attempt after `attempt` runs failed. */
  backoffSeconds?: (attempt: number) => number;
  worker?: string;
}

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** 30 s, 2 min, 8 min, ... at most an hour. */
export const defaultBackoff = (attempt: number) => Math.min(3600, 30 * 4 ** Math.max(0, attempt - 1));

const PROGRESS_EVERY_MS = 1000;

/**
 * The durable job queue (docs/decisions/0304-a-durable-job-queue.md): jobs are rows of `jobs`, claimed one statement
 * at a time with `for update skip locked`, held by a lease the running process renews every third of its length. A
 * process that dies leaves a lease that lapses; any process then takes the job up again. Failed runs are retried with
 * a growing wait; the last failure's reason stays on the row.
 */
export function createJobQueue(db: Database, log: Log, opts: JobQueueOptions = {}): JobQueue {
  const leaseSeconds = opts.leaseSeconds ?? 30;
  const pollMs = opts.pollMs ?? 2000;
  const backoff = opts.backoffSeconds ?? defaultBackoff;
  const worker = opts.worker ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const handlers = new Map<string, JobHandler>();
  const active = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let polling: Promise<void> | undefined;
  let pollAgain = false;

  const runJob = async (handler: JobHandler, job: JobRow) => {
    const controller = new AbortController();
    controllers.add(controller);
    let lastSaved = job.progress;
    let lastSavedAt = 0;
    let saving: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(
      () => {
        renewLease(db, job.id, worker, leaseSeconds).then(
          (kept) => kept || controller.abort(new Error('The job was taken over by another process.')),
          (err: unknown) => log.error({ err, job: job.id }, 'job lease not renewed'),
        );
      },
      Math.max(100, (leaseSeconds * 1000) / 3),
    );
    heartbeat.unref();
    try {
      if (job.attempts > job.maxAttempts)
        throw new Error(`Stopped ${job.attempts - 1} times before it ended.`);
      await handler.run({
        job,
        signal: controller.signal,
        progress(percent) {
          const value = Math.max(0, Math.min(99, Math.floor(percent)));
          if (value === lastSaved || Date.now() - lastSavedAt < PROGRESS_EVERY_MS) return;
          lastSaved = value;
          lastSavedAt = Date.now();
          saving = saving
            .then(() => reportProgress(db, job.id, worker, value))
            .catch((err: unknown) => log.error({ err, job: job.id }, 'job progress not stored'));
        },
      });
      clearInterval(heartbeat);
      await saving;
      await completeJob(db, job.id, worker);
      log.info({ job: job.id, queue: job.queue, key: job.key }, 'job done');
    } catch (err) {
      clearInterval(heartbeat);
      await saving;
      if (stopping && controller.signal.aborted) {
        await releaseJob(db, job.id, worker);
      } else {
        const message = err instanceof Error ? err.message : String(err);
        log.error({ err, job: job.id, queue: job.queue, key: job.key, attempt: job.attempts }, 'job failed');
        await failJob(db, job, worker, message, backoff(job.attempts));
      }
    } finally {
      controllers.delete(controller);
    }
  };

  const fill = async () => {
    for (const handler of handlers.values()) {
      while (!stopping && (active.get(handler.queue) ?? 0) < handler.concurrency) {
        const job = await claimJob(db, [handler.queue], worker, leaseSeconds);
        if (!job) break;
        active.set(handler.queue, (active.get(handler.queue) ?? 0) + 1);
        const run = runJob(handler, job)
          .catch((err: unknown) => log.error({ err, job: job.id }, 'job not settled'))
          .finally(() => {
            active.set(handler.queue, (active.get(handler.queue) ?? 1) - 1);
            running.delete(run);
            poll();
          });
        running.add(run);
      }
    }
  };

  function poll() {
    if (!started || stopping) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = fill()
      .catch((err: unknown) => log.error({ err }, 'job queue poll failed'))
      .finally(() => {
        polling = undefined;
        if (pollAgain) {
          pollAgain = false;
          poll();
        }
      });
  }

  return {
    worker,
    register(handler) {
      if (handlers.has(handler.queue)) throw new Error(`job queue ${handler.queue} registered twice`);
      handlers.set(handler.queue, handler);
    },
    async enqueue(tx, queue, key, payload = {}) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`no job queue ${queue}`);
      return enqueueJob(tx, { queue, key, payload, maxAttempts: handler.maxAttempts });
    },
    wake: () => poll(),
    start() {
      if (started) return;
      started = true;
      timer = setInterval(poll, pollMs);
      timer.unref();
      poll();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await polling;
      for (const controller of controllers) controller.abort(new Error('The server is shutting down.'));
      await Promise.all([...running]);
    },
  };
}
