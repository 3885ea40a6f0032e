import type { Readable } from 'node:stream';
import { parseStream } from 'music-metadata';
import { TAKE_MAX_DURATION_MS, TAKE_MESSAGES } from '@gjs/shared';
import { ValidationError } from '#lib/errors.ts';

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

/**
 * Decides on the bytes (never the name or the browser's type) that a file is an audio or video recording, and
 * refuses one that says it is longer than 15 minutes (docs/decisions/0632-takes.md).
 */
export async function checkRecording(body: Readable, size: number): Promise<CheckedMedia> {
  let metadata;
  try {
    metadata = await parseStream(body, { size }, { duration: false, skipCovers: true });
  } catch {
    throw new ValidationError(TAKE_MESSAGES.notMedia);
  } finally {
    body.destroy();
  }
  const { container, hasAudio, hasVideo, duration } = metadata.format;
  const extension = container ? extensionOf(container, Boolean(hasVideo)) : undefined;
  if (!extension || (!hasAudio && !hasVideo)) throw new ValidationError(TAKE_MESSAGES.notMedia);
  const durationMs = duration && Number.isFinite(duration) ? Math.round(duration * 1000) : undefined;
  if (durationMs !== undefined && durationMs > TAKE_MAX_DURATION_MS) {
    throw new ValidationError(TAKE_MESSAGES.tooLong);
  }
  return { extension, mime: MIME[extension][hasVideo ? 1 : 0], durationMs };
}
