import { Readable } from 'node:stream';
import { parseStream } from 'music-metadata';
import { TAKE_MAX_DURATION_MS, TAKE_MESSAGES } from '@gjs/shared';
import { ValidationError } from '#lib/errors.ts';
import { isEbml, readWebmHead } from './webm-head.ts';

export interface CheckedMedia {
  /** The extension the file is stored under, decided on its content. */
  extension: 'webm' | 'mp4' | 'm4a' | 'ogg' | 'mp3' | 'wav';
  mime: string;
  /** The container's own duration, when it states one (MediaRecorder's WebM does not). */
  durationMs: number | undefined;
}

function extensionOf(container: string, hasVideo: boolean): CheckedMedia['extension'] | undefined {
  const c = container.toLowerCase();
  if (c.includes('webm') || c.includes('matroska')) return 'webm';
  if (c.includes('ogg')) return 'ogg';
  if (c.includes('wav')) return 'wav';
  if (c.includes('mpeg')) return 'mp3';
  if (/mp4|m4a|isom|iso\d|mp42|m4v|dash|3gp/.test(c)) return hasVideo ? 'mp4' : 'm4a';
  return undefined;
}

const MIME: Record<CheckedMedia['extension'], [audio: string, video: string]> = {
  webm: ['audio/webm', 'video/webm'],
  mp4: ['audio/mp4', 'video/mp4'],
  m4a: ['audio/mp4', 'video/mp4'],
  ogg: ['audio/ogg', 'video/ogg'],
  mp3: ['audio/mpeg', 'audio/mpeg'],
  wav: ['audio/wav', 'audio/wav'],
};

/** A WebM's tracks and its header are within its first bytes; a recorder's first cluster follows them. */
const HEAD_BYTES = 256 * 1024;

/** The first bytes of a stream (up to `limit`), and the whole stream again, those bytes included. */
async function splitHead(body: Readable, limit: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  while (length < limit) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  async function* whole() {
    yield* chunks;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return {
    head: Buffer.concat(chunks).subarray(0, limit),
    whole: Readable.from(whole(), { objectMode: false }),
  };
}

function checked(
  extension: CheckedMedia['extension'] | undefined,
  hasAudio: boolean,
  hasVideo: boolean,
  durationMs: number | undefined,
): CheckedMedia {
  if (!extension || (!hasAudio && !hasVideo)) throw new ValidationError(TAKE_MESSAGES.notMedia);
  if (durationMs !== undefined && durationMs > TAKE_MAX_DURATION_MS) {
    throw new ValidationError(TAKE_MESSAGES.tooLong);
  }
  return { extension, mime: MIME[extension][hasVideo ? 1 : 0], durationMs };
}

/**
 * Decides on the bytes (never the name or the browser's type) that a file is an audio or video recording, and
 * refuses one that says it is longer than 15 minutes (docs/decisions/0632-takes.md). WebM is read from its head
 * (webm-head.ts), every other container by music-metadata.
 */
export async function checkRecording(body: Readable, size: number): Promise<CheckedMedia> {
  let whole: Readable | undefined;
  try {
    const split = await splitHead(body, HEAD_BYTES);
    whole = split.whole;
    if (isEbml(split.head)) {
      const head = readWebmHead(split.head);
      const webm = head && /^(webm|matroska)$/.test(head.docType);
      if (!head || !webm) throw new ValidationError(TAKE_MESSAGES.notMedia);
      return checked('webm', head.hasAudio, head.hasVideo, head.durationMs);
    }
    let metadata;
    try {
      metadata = await parseStream(whole, { size }, { duration: false, skipCovers: true });
    } catch {
      throw new ValidationError(TAKE_MESSAGES.notMedia);
    }
    const { container, hasAudio, hasVideo, duration } = metadata.format;
    const extension = container ? extensionOf(container, Boolean(hasVideo)) : undefined;
    const durationMs = duration && Number.isFinite(duration) ? Math.round(duration * 1000) : undefined;
    return checked(extension, Boolean(hasAudio), Boolean(hasVideo), durationMs);
  } finally {
    whole?.destroy();
    body.destroy();
  }
}
