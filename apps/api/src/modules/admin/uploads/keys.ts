import type { UploadKind } from '@gjs/shared';
import { ValidationError } from '#lib/errors.ts';
import { isValidKey } from '#lib/storage/keys.ts';
import type { Storage } from '#lib/storage/index.ts';

/** Where each kind of upload is stored; thumbnails live under `thumbnails/`, the only public prefix. */
export const UPLOAD_PREFIX: Record<UploadKind, string> = {
  video: 'uploads/videos/',
  pdf: 'uploads/pdfs/',
  musicxml: 'uploads/scores/',
  audio: 'uploads/audio/',
  thumbnail: 'thumbnails/uploads/',
};

function invalid(field: string, message: string): ValidationError {
  return new ValidationError(`${field}: ${message}`, { errors: { [field]: [message] } });
}

/**
 * A file reference sent by the console: unchanged references pass; a new one must be an upload of the right kind
 * that exists, so that no one can point a chapter at another file of the storage (or at a made-up key).
 */
export async function assertUploadedKey(
  storage: Storage,
  field: string,
  kind: UploadKind,
  key: string | null,
  current: string | null = null,
): Promise<void> {
  if (key === null || key === current) return;
  if (!isValidKey(key) || !key.startsWith(UPLOAD_PREFIX[kind])) {
    throw invalid(field, `Not an uploaded ${kind} file.`);
  }
  if (!(await storage.exists(key))) throw invalid(field, 'The uploaded file does not exist.');
}
