import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { JobHandler } from '../../core/job-queue.ts';
import type { Database } from '#db/types.ts';
import type { Storage } from '#lib/storage/index.ts';
import { contentTypeFor } from '#lib/storage/content-types.ts';
import { probeFile, runFfmpeg, statedDurationSeconds } from '../media/index.ts';
import { remuxedKey, TAKE_REMUX_QUEUE } from './remux-keys.ts';
import * as repo from './repository.ts';
import { hasCues } from './webm-head.ts';

/** The length ffprobe reads from a file's container, in ms; undefined when it states none. */
export async function probedDurationMs(file: string, signal?: AbortSignal): Promise<number | undefined> {
  const seconds = statedDurationSeconds(await probeFile(file, signal, 'recording'));
  return seconds === undefined ? undefined : Math.round(seconds * 1000);
}

/** Whether a WebM file on disk has cues. */
export async function fileHasCues(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    return await hasCues(async (pos, length) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, pos);
      return buf.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/**
 * Remuxes a WebM into `out` without re-encoding (`-c copy`): FFmpeg writing to a file states the duration and
 * writes the cues, which a recorder's live WebM lacks. Fails unless the result has both.
 */
export async function remuxWebm(source: string, out: string, signal: AbortSignal) {
  await runFfmpeg(['-y', '-i', source, '-map', '0', '-c', 'copy', '-f', 'webm', out], {
    durationSeconds: 0,
    signal,
  });
  const durationMs = await probedDurationMs(out, signal);
  if (!durationMs) throw new Error('The remuxed recording states no duration.');
  if (!(await fileHasCues(out))) throw new Error('The remuxed recording has no cues.');
  return { durationMs, size: (await fsp.stat(out)).size };
}

interface Log {
  error(obj: object, msg?: string): void;
}

/**
 * The remuxing job of a take's recording or a teacher's answer (decision 0632); its key is the recording's storage
 * key. It stores the remuxed file beside the original (`remuxedKey`), then points the row at it in one statement,
 * and removes the original only after that committed: until then the original plays, and a failed run leaves it as
 * it was. Every step may be repeated: a run that finds no take holding the original any more (the take, the answer
 * or the account deleted meanwhile, or a switch already done) removes what the job left, never what a take holds.
 */
export function remuxHandler(deps: { db: Database; storage: Storage; log: Log }): JobHandler {
  return {
    queue: TAKE_REMUX_QUEUE,
    concurrency: 1,
    maxAttempts: 3,
    async run({ job, signal }) {
      const sourceKey = job.key;
      const targetKey = remuxedKey(sourceKey);
      if (!(await repo.recordingInUse(deps.db, sourceKey))) {
        // Switched before (the original's removal failed), or the take is gone: what is not held leaves.
        if (await repo.recordingInUse(deps.db, targetKey)) await deps.storage.delete(sourceKey);
        else await deps.storage.delete(targetKey);
        return;
      }
      const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'gjs-remux-'));
      try {
        const source = path.join(work, 'source.webm');
        const out = path.join(work, 'out.webm');
        await pipeline(await deps.storage.createReadStream(sourceKey), fs.createWriteStream(source), {
          signal,
        });
        const facts = await remuxWebm(source, out, signal);
        signal.throwIfAborted();
        let switched = false;
        try {
          await deps.storage.put(targetKey, fs.createReadStream(out), contentTypeFor(targetKey));
          switched = await deps.db.transaction((tx) =>
            repo.switchRecording(tx, sourceKey, { key: targetKey, ...facts }),
          );
        } finally {
          // Not switched (deleted meanwhile, or the switch failed): the remuxed file is no take's. Asked again,
          // as a commit whose answer was lost may have stored the switch all the same.
          if (!switched && !(await repo.recordingInUse(deps.db, targetKey).catch(() => true))) {
            await deps.storage
              .delete(targetKey)
              .catch((err: unknown) =>
                deps.log.error({ err, key: targetKey }, 'remuxed take file not removed'),
              );
          }
        }
        // Only now is the original no take's; a failure here fails the run, whose retry removes it.
        if (switched) await deps.storage.delete(sourceKey);
      } finally {
        await fsp.rm(work, { recursive: true, force: true });
      }
    },
  };
}
