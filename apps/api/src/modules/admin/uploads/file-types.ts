import type { UploadKind } from '@gjs/shared';
import { detectScoreExtension } from './score-types.ts';

/** Bytes read before the type is decided: enough for every signature below and an XML prologue. */
export const SNIFF_BYTES = 4096;

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

const isMp4 = (head: Buffer) => ascii(head, 4, 8) === 'ftyp';
/** An ID3 tag, or an MPEG audio frame header (11 sync bits, layer III). */
const isMp3 = (head: Buffer) =>
  ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2);
const isPdf = (head: Buffer) => ascii(head, 0, 5) === '%PDF-';
const isJpeg = (head: Buffer) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
const isPng = (head: Buffer) =>
  head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (head: Buffer) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';

/**
 * The file extension to store an upload under, decided on its first bytes (never on the name the browser sent),
 * or undefined when the bytes are not of a type this kind accepts.
 */
export function detectExtension(kind: UploadKind, head: Buffer): string | undefined {
  switch (kind) {
    case 'video':
      return isMp4(head) ? 'mp4' : undefined;
    case 'audio':
      return isMp3(head) ? 'mp3' : undefined;
    case 'pdf':
      return isPdf(head) ? 'pdf' : undefined;
    case 'musicxml':
      return detectScoreExtension(head);
    case 'thumbnail':
      return isJpeg(head) || isPng(head) || isWebp(head) ? 'webp' : undefined;
  }
}

/** Largest accepted upload per kind. */
export const MAX_UPLOAD_BYTES: Record<UploadKind, number> = {
  video: 4 * 1024 ** 3,
  audio: 200 * 1024 ** 2,
  pdf: 100 * 1024 ** 2,
  musicxml: 20 * 1024 ** 2,
  thumbnail: 15 * 1024 ** 2,
};

export const INVALID_FILE: Record<UploadKind, string> = {
  video: 'The file is not an MP4 video.',
  audio: 'The file is not an MP3 audio file.',
  pdf: 'The file is not a PDF document.',
  // Also for a score whose first bytes look right but which cannot be read as a whole (decision 0631).
  musicxml: 'The file is not a readable MusicXML or Guitar Pro score.',
  thumbnail: 'The file is not a JPEG, PNG or WebP image.',
};
