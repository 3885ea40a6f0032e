import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { UploadKind, UploadResult } from '@gjs/shared';
import { AppError, ValidationError } from '#lib/errors.ts';
import { MAX_INPUT_PIXELS } from '#lib/image-limits.ts';
import { loadSharp } from '#lib/sharp.ts';
import { insertAudit } from '../audit/repository.ts';
import type { AdminContext } from '../context.ts';
import { readScore } from '#lib/scores/read-score.ts';
import { detectExtension, INVALID_FILE, MAX_UPLOAD_BYTES, SNIFF_BYTES } from './file-types.ts';
import { UPLOAD_PREFIX } from './keys.ts';

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export const tooLarge = (kind: UploadKind) =>
  new PayloadTooLargeError(`The file is larger than ${Math.round(MAX_UPLOAD_BYTES[kind] / 1024 ** 2)} MB.`);

const THUMBNAIL_MAX_SIDE = 1280;

/** A multipart file stream: `truncated` turns true when it was cut at the size limit. */
export type UploadStream = AsyncIterable<Buffer> & { truncated?: boolean };

/**
 * Reads the first bytes of a stream and hands back a stream that replays them followed by the rest; that stream
 * fails (and the storage driver drops the partial file) when the upload turns out to be cut at the size limit.
 */
async function peek(source: UploadStream, bytes: number, onTruncated: () => Error) {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  let size = 0;
  const body = Readable.from(
    (async function* () {
      size += head.length;
      yield head;
      if (done) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length;
        yield next.value;
      }
      if (source.truncated) throw onTruncated();
    })(),
    { objectMode: false },
  );
  return { head, body, size: () => size };
}

/** Thumbnails are decoded and written anew as WebP: nothing but pixels from the upload reaches the public route. */
async function reencodeThumbnail(body: Readable): Promise<Buffer> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const sharp = await loadSharp();
    return await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: THUMBNAIL_MAX_SIDE,
        height: THUMBNAIL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new ValidationError(INVALID_FILE.thumbnail);
  }
}

/** A score (20 MB at most) is read whole and parsed: one that cannot be drawn is refused (decision 0631). */
async function checkedScore(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (!(await readScore(new Uint8Array(bytes)))) throw new ValidationError(INVALID_FILE.musicxml);
  return bytes;
}

/**
 * Streams one uploaded file into the storage driver under a new key: the type is checked on the first bytes, then
 * the rest flows from the request to the storage's write stream without being held in memory (thumbnails, small
 * by limit, are the exception: they are re-encoded).
 */
export async function storeUpload(
  ctx: AdminContext,
  kind: UploadKind,
  file: UploadStream,
  originalName: string,
): Promise<UploadResult> {
  const { head, body, size } = await peek(file, SNIFF_BYTES, () => tooLarge(kind));
  const extension = detectExtension(kind, head);
  if (!extension) {
    body.destroy();
    throw new ValidationError(INVALID_FILE[kind]);
  }
  const key = `${UPLOAD_PREFIX[kind]}${crypto.randomUUID()}.${extension}`;
  let stored = 0;
  if (kind === 'thumbnail') {
    const image = await reencodeThumbnail(body);
    await ctx.storage.put(key, image);
    stored = image.length;
  } else if (kind === 'musicxml') {
    const score = await checkedScore(body);
    await ctx.storage.put(key, score);
    stored = score.length;
  } else {
    await ctx.storage.put(key, body);
    stored = size();
  }
  await ctx.db.transaction(async (tx) => {
    await insertAudit(tx, ctx.actor, {
      action: 'upload.create',
      targetType: 'file',
      targetId: key,
      details: { kind, size: stored, original_name: originalName.slice(0, 200) },
    });
  });
  const url = kind === 'thumbnail' ? ctx.mediaUrls.thumbnail(key)! : ctx.mediaUrls.signed(key)!;
  return { key, size: stored, url };
}
