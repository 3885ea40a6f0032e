import type { VideoStreamStatus } from '@gjs/shared';
import { jobsOf } from '../../core/job-queue-repository.ts';
import type { DbOrTx } from '#db/types.ts';
import { streamsOf } from './streams-repository.ts';
import { TRANSCODE_QUEUE } from './stream-keys.ts';

const NONE: VideoStreamStatus = { state: 'none', progress: 0, error: null };

/** Where each video's stream stands: ready once its row exists, else as its transcoding job says. */
export async function streamStatuses(db: DbOrTx, keys: string[]): Promise<Map<string, VideoStreamStatus>> {
  const unique = [...new Set(keys)];
  const [streams, jobs] = await Promise.all([streamsOf(db, unique), jobsOf(db, TRANSCODE_QUEUE, unique)]);
  const ready = new Set(streams.map((s) => s.sourceKey));
  const byKey = new Map(jobs.map((j) => [j.key, j]));
  return new Map(
    unique.map((key): [string, VideoStreamStatus] => {
      if (ready.has(key)) return [key, { state: 'ready', progress: 100, error: null }];
      const job = byKey.get(key);
      if (!job || job.state === 'done') return [key, NONE];
      // A job waiting for its retry is queued, its last failure still told.
      return [key, { state: job.state, progress: job.progress, error: job.error }];
    }),
  );
}
