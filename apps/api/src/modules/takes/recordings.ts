import crypto from 'node:crypto';
import { TAKE_MESSAGES } from '@gjs/shared';
import { ValidationError } from '#lib/errors.ts';
import type { DbOrTx } from '#db/types.ts';
import type { Deps } from '../../core/module.ts';
import { checkRecording } from './media-check.ts';
import { needsRemux, TAKE_REMUX_QUEUE } from './remux-keys.ts';
import * as uploads from './upload-repository.ts';
import { completeUpload, deleteParts, joinedParts, type UploadDeps } from './uploads.ts';

export interface StoredRecording {
  key: string;
  mime: string;
  size: number;
  durationMs: number;
}

/**
 * Turns a complete upload into one stored recording: checked on its bytes (audio or video, at most 15 minutes), then
 * its parts joined under a new key of the student's takes. `use` writes the rows that point at it and removes the
 * upload's row in one transaction, which also puts a WebM on the remuxing queue (remux-job.ts: a recorder's WebM
 * gets its duration and cues); the parts leave the storage after it, the new file when it fails.
 */
export async function withRecording<T>(
  deps: UploadDeps & Deps<'jobQueue'>,
  uploaderId: number,
  uploadId: string,
  opts: { studentId: number; folder: 'takes' | 'answers'; statedDurationMs: number },
  use: (tx: DbOrTx, recording: StoredRecording) => Promise<T>,
): Promise<T> {
  const row = await completeUpload(deps, uploaderId, uploadId);
  const checked = await checkRecording(joinedParts(deps, row), row.size);
  // MediaRecorder's WebM states no duration: the recorder's own count stands, within the same limit (decision 0632).
  const durationMs = checked.durationMs ?? opts.statedDurationMs;
  if (durationMs < 1) throw new ValidationError(TAKE_MESSAGES.notMedia);
  const sub = opts.folder === 'answers' ? 'answers/' : '';
  const key = `takes/${opts.studentId}/${sub}${crypto.randomUUID()}.${checked.extension}`;
  await deps.storage.put(key, joinedParts(deps, row));
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      await uploads.deleteUpload(tx, row.id);
      const used = await use(tx, { key, mime: checked.mime, size: row.size, durationMs });
      if (needsRemux(key)) await deps.jobQueue.enqueue(tx, TAKE_REMUX_QUEUE, key);
      return used;
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  deps.jobQueue.wake();
  await deleteParts(deps, row).catch(() => undefined);
  return result;
}
