import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { JobHandler } from '../../core/job-queue.ts';
import type { Database } from '#db/types.ts';
import type { Storage } from '#lib/storage/index.ts';
import { contentTypeFor } from '#lib/storage/content-types.ts';
import { saveStream } from './streams-repository.ts';
import { streamPrefix, TRANSCODE_QUEUE } from './stream-keys.ts';
import { transcodeToFolder } from './transcode.ts';

async function* filesUnder(dir: string, rel = ''): AsyncGenerator<string> {
  for (const entry of await fsp.readdir(path.join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, name);
    else yield name;
  }
}

/**
 * The transcoding job: copies the source out of storage into a temporary folder, makes the stream there, stores
 * every file under the stream's prefix (local or S3), and records the stream last, so that a stream is shown only
 * once all of it is stored. Repeating it after a crash writes the same files again.
 */
export function transcodeHandler(deps: {
  db: Database;
  storage: Storage;
  concurrency: number;
  threads: number;
}): JobHandler {
  return {
    queue: TRANSCODE_QUEUE,
    concurrency: deps.concurrency,
    maxAttempts: 3,
    async run({ job, signal, progress }) {
      const sourceKey = job.key;
      const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'gjs-transcode-'));
      try {
        const source = path.join(work, 'source');
        await pipeline(await deps.storage.createReadStream(sourceKey), fs.createWriteStream(source), {
          signal,
        });
        progress(2);
        const out = path.join(work, 'out');
        const { facts, heights } = await transcodeToFolder(source, out, {
          threads: deps.threads,
          signal,
          progress: (f) => progress(2 + f * 93),
        });
        const prefix = streamPrefix(sourceKey);
        let bytes = 0;
        for await (const rel of filesUnder(out)) {
          signal.throwIfAborted();
          const file = path.join(out, rel);
          bytes += (await fsp.stat(file)).size;
          await deps.storage.put(`${prefix}${rel}`, fs.createReadStream(file), contentTypeFor(rel));
        }
        await saveStream(deps.db, {
          sourceKey,
          prefix,
          heights,
          durationSeconds: facts.durationSeconds,
          bytes,
        });
      } finally {
        await fsp.rm(work, { recursive: true, force: true });
      }
    },
  };
}
