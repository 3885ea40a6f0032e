import { setTimeout as sleep } from 'node:timers/promises';
import { createJobQueue } from '../../core/job-queue.ts';
import { findJob } from '../../core/job-queue-repository.ts';
import { createStorage } from '../../lib/storage/index.ts';
import {
  requestMissingStreams,
  requestStream,
  TRANSCODE_QUEUE,
  transcodeHandler,
} from '../../modules/media/index.ts';
import { UsageError, type Command } from './types.ts';

const log = {
  info: () => {},
  error: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'error', msg, ...obj })),
};

/**
 * Makes the adaptive streams of existing videos (docs/decisions/0304). Inside a running server the jobs are queued
 * and the server makes them in the background; without one, this process makes them and waits. Resumable: a stream
 * already made is skipped, and a run that was stopped is taken up again by the next.
 */
export const mediaTranscode: Command = {
  synopsis:
    '[--all | KEY...]   make the adaptive streams of the videos in use (--all: every one without a stream, failed ones again) or of the keys named',
  async run(args, { db, config, app }) {
    const all = args.includes('--all');
    const keys = args.filter((a) => a !== '--all');
    if (all === keys.length > 0) throw new UsageError("Name the videos' storage keys, or give --all.");
    const local = app
      ? undefined
      : createJobQueue(db, log, { leaseSeconds: config.jobs.leaseSeconds, pollMs: 500 });
    const queue = app?.jobQueue ?? local!;
    local?.register(
      transcodeHandler({
        db,
        storage: createStorage(config),
        concurrency: Math.max(1, config.transcode.concurrency),
        threads: config.transcode.threads,
      }),
    );
    const queued = all
      ? await requestMissingStreams(db, queue, true)
      : (await Promise.all(keys.map(async (k) => ((await requestStream(db, queue, k)) ? [k] : [])))).flat();
    if (app) {
      queue.wake();
      return `Queued ${queued.length} video(s); the server makes their streams in the background (the admin console shows their progress).`;
    }
    const waiting = all ? queued : keys;
    local!.start();
    try {
      const ends = new Map<string, string>();
      while (ends.size < waiting.length) {
        for (const key of waiting) {
          if (ends.has(key)) continue;
          const job = await findJob(db, TRANSCODE_QUEUE, key);
          if (!job || job.state === 'done') ends.set(key, 'ready');
          else if (job.state === 'failed') ends.set(key, `failed: ${job.error ?? ''}`);
          else if (job.state === 'running') console.error(`${key}: ${job.progress} %`);
        }
        if (ends.size < waiting.length) await sleep(2000);
      }
      const lines = [...ends].map(([key, end]) => `${key}: ${end}`);
      const failed = [...ends.values()].filter((e) => e.startsWith('failed')).length;
      const summary = `Made ${ends.size - failed} stream(s)${failed ? `, ${failed} failed` : ''}.`;
      return { exitCode: failed ? 1 : 0, stdout: [...lines, summary].join('\n') };
    } finally {
      await local!.stop();
    }
  },
};
