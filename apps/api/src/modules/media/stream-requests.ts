import { deleteJob } from '../../core/job-queue-repository.ts';
import type { JobQueue } from '../../core/job-queue.ts';
import type { Database, DbOrTx } from '#db/types.ts';
import type { Storage } from '#lib/storage/index.ts';
import { deleteStreamRow, findStream, videosInUse } from './streams-repository.ts';
import { MASTER_PLAYLIST, POSTER, PREVIEWS_SPRITE, PREVIEWS_VTT, TRANSCODE_QUEUE } from './stream-keys.ts';
import { streamStatuses } from './stream-status.ts';

/**
 * Asks for the stream of `key` in the caller's transaction (a chapter saved with a new video): nothing when it is
 * ready or on its way; a failed one is queued again (the owner's retry).
 */
export async function requestStream(tx: DbOrTx, queue: JobQueue, key: string): Promise<boolean> {
  if (await findStream(tx, key)) return false;
  return queue.enqueue(tx, TRANSCODE_QUEUE, key, {});
}

/**
 * Asks for a stream of every video in use that has none: `retryFailed` also queues the failed ones again (the CLI's
 * `media:transcode --all`), otherwise only videos never queued (each start: the demo videos' streams are made in the
 * background at the first start). Answers the keys queued.
 */
export async function requestMissingStreams(db: Database, queue: JobQueue, retryFailed: boolean) {
  const keys = await videosInUse(db);
  const statuses = await streamStatuses(db, keys);
  const queued: string[] = [];
  for (const key of keys) {
    const state = statuses.get(key)?.state;
    if (state === 'none' || (retryFailed && state === 'failed')) {
      if (await queue.enqueue(db, TRANSCODE_QUEUE, key, {})) queued.push(key);
    }
  }
  return queued;
}

/** The segments a media playlist lists. */
const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

async function readText(storage: Storage, key: string): Promise<string> {
  if (!(await storage.exists(key))) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Removes the streams of those of `keys` that no chapter or promo setting uses any more (a deleted
 * chapter or course), with their files and jobs. Called after the deleting transaction committed.
 */
export async function removeUnusedStreams(db: Database, storage: Storage, keys: (string | null)[]) {
  const inUse = new Set(await videosInUse(db));
  for (const key of new Set(keys)) {
    if (!key || inUse.has(key)) continue;
    await deleteJob(db, TRANSCODE_QUEUE, key);
    const stream = await findStream(db, key);
    if (!stream) continue;
    await deleteStreamRow(db, key);
    for (const height of stream.heights) {
      const folder = `${stream.prefix}${height}p/`;
      for (const segment of segmentsOf(await readText(storage, `${folder}index.m3u8`)))
        await storage.delete(`${folder}${segment}`);
      await storage.delete(`${folder}index.m3u8`);
    }
    for (const file of [MASTER_PLAYLIST, POSTER, PREVIEWS_VTT, PREVIEWS_SPRITE])
      await storage.delete(`${stream.prefix}${file}`);
  }
}
