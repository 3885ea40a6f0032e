import crypto from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { TAKE_MESSAGES, TAKE_PART_BYTES, takeQuotaMessage, type TakeUpload } from '@gjs/shared';
import { AppError, NotFoundError, ValidationError } from '#lib/errors.ts';
import type { Deps } from '../../core/module.ts';
import type { DbOrTx } from '#db/types.ts';
import * as repo from './repository.ts';
import * as uploads from './upload-repository.ts';

export type UploadDeps = Deps<'db' | 'storage' | 'config'>;

export class TakeTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export const partKey = (uploadId: string, part: number) => `takes/parts/${uploadId}/${part}`;
const partsOf = (row: uploads.UploadRow) => Math.max(1, Math.ceil(row.size / row.partBytes));
const partLength = (row: uploads.UploadRow, part: number) =>
  Math.min(row.partBytes, row.size - part * row.partBytes);

function toUpload(row: uploads.UploadRow): TakeUpload {
  return {
    id: row.id,
    size: row.size,
    part_bytes: row.partBytes,
    parts: partsOf(row),
    received: [...row.received].sort((a, b) => a - b),
  };
}

/**
 * Starts an upload in parts (docs/decisions/0632-takes.md). A student's counts against their quota from now on, with
 * the takes they keep; a teacher's answer does not.
 */
export async function startUpload(
  deps: UploadDeps,
  userId: number,
  size: number,
  opts: { quota: boolean },
): Promise<TakeUpload> {
  return deps.db.transaction(async (tx) => {
    if (opts.quota) {
      const used = (await repo.bytesOfTakes(tx, userId)) + (await uploads.bytesOfUploads(tx, userId));
      if (used + size > deps.config.takesQuotaBytes) {
        throw new TakeTooLargeError(takeQuotaMessage(Math.round(deps.config.takesQuotaBytes / 1024 ** 2)));
      }
    }
    const row = await uploads.insertUpload(tx, {
      id: crypto.randomUUID(),
      userId,
      size,
      partBytes: TAKE_PART_BYTES,
    });
    return toUpload(row);
  });
}

async function requireUpload(deps: UploadDeps, userId: number, id: string) {
  const row = await uploads.findUpload(deps.db, id, userId);
  if (!row) throw new NotFoundError(TAKE_MESSAGES.uploadNotFound);
  return row;
}

export async function getUpload(deps: UploadDeps, userId: number, id: string): Promise<TakeUpload> {
  return toUpload(await requireUpload(deps, userId, id));
}

/** Counts the bytes flowing through and fails as soon as there are more than `limit`. */
function counted(limit: number) {
  let length = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      length += chunk.length;
      if (length > limit) done(new ValidationError(TAKE_MESSAGES.partSize));
      else done(null, chunk);
    },
  });
  return { counter, length: () => length };
}

/**
 * Stores one part whole, or not at all: a part that arrives short (a dropped connection) or long is removed and
 * refused, and the browser sends it again. Sending a part twice replaces it.
 */
export async function putPart(
  deps: UploadDeps,
  userId: number,
  id: string,
  part: number,
  body: Readable,
): Promise<TakeUpload> {
  const row = await requireUpload(deps, userId, id);
  if (part >= partsOf(row)) throw new ValidationError(TAKE_MESSAGES.partNumber);
  const expected = partLength(row, part);
  const { counter, length } = counted(expected);
  const key = partKey(id, part);
  try {
    await deps.storage.put(key, body.pipe(counter));
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    if (error instanceof AppError) throw error;
    throw new ValidationError(TAKE_MESSAGES.partSize);
  }
  if (length() !== expected) {
    await deps.storage.delete(key);
    throw new ValidationError(TAKE_MESSAGES.partSize);
  }
  const updated = await uploads.markReceived(deps.db, id, part);
  if (!updated) throw new NotFoundError(TAKE_MESSAGES.uploadNotFound);
  return toUpload(updated);
}

/** The upload's parts one after another, read from the storage as they are needed. */
export function joinedParts(deps: Pick<UploadDeps, 'storage'>, row: uploads.UploadRow): Readable {
  const count = partsOf(row);
  return Readable.from(
    (async function* () {
      for (let part = 0; part < count; part++) {
        for await (const chunk of await deps.storage.createReadStream(partKey(row.id, part))) {
          yield chunk as Buffer;
        }
      }
    })(),
    { objectMode: false },
  );
}

/** A complete upload of the caller's, or a clear refusal. */
export async function completeUpload(deps: UploadDeps, userId: number, id: string) {
  const row = await requireUpload(deps, userId, id);
  if (row.received.length < partsOf(row)) throw new ValidationError(TAKE_MESSAGES.incomplete);
  return row;
}

/** Removes an upload's parts from the storage (after its row is gone, or with the account). */
export async function deleteParts(
  deps: Pick<UploadDeps, 'storage'>,
  row: Pick<uploads.UploadRow, 'id' | 'size' | 'partBytes'>,
) {
  const count = Math.max(1, Math.ceil(row.size / row.partBytes));
  for (let part = 0; part < count; part++) await deps.storage.delete(partKey(row.id, part));
}

/** The storage keys of a student's unfinished uploads' parts. */
export async function partKeysOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await uploads.uploadsOf(db, userId);
  return rows.flatMap((row) =>
    Array.from({ length: Math.max(1, Math.ceil(row.size / row.partBytes)) }, (_, part) =>
      partKey(row.id, part),
    ),
  );
}
