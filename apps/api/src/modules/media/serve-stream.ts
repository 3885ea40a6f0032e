import type { IncomingHttpHeaders } from 'node:http';
import { ForbiddenError, NotFoundError } from '#lib/errors.ts';
import { isValidKey } from '#lib/storage/keys.ts';
import { contentTypeFor } from '#lib/storage/content-types.ts';
import type { Storage } from '#lib/storage/index.ts';
import { answerStoredFile, EXPIRED_LINK, FILE_NOT_FOUND, INVALID_LINK, type FileAnswer } from './service.ts';
import type { StreamSigner } from './stream-signing.ts';

/**
 * Answers a file of a stream behind its signed path token (stream-signing.ts). Playlists are never cached (they are
 * small, and a member's next visit gets a fresh token); segments, the poster and the previews never change under
 * their stream, so they are kept as long as the link lives.
 */
export async function openStreamFile(
  storage: Storage,
  signer: StreamSigner,
  params: { token: string; stream: string; file: string },
  requestHeaders: IncomingHttpHeaders,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<FileAnswer> {
  const verified = signer.verify(params.token, params.stream, nowSeconds);
  if (!verified.ok) throw new ForbiddenError(verified.reason === 'expired' ? EXPIRED_LINK : INVALID_LINK);
  const key = `streams/${params.stream}/${params.file}`;
  if (!isValidKey(key)) throw new NotFoundError(FILE_NOT_FOUND);
  const object = await storage.stat(key);
  if (!object) throw new NotFoundError(FILE_NOT_FOUND);
  const contentType = contentTypeFor(key);
  const playlist = key.endsWith('.m3u8');
  const maxAge = Math.max(0, verified.expiresAt - nowSeconds);
  return answerStoredFile(storage, key, object, requestHeaders, {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': playlist ? 'no-store' : `private, max-age=${maxAge}, immutable`,
    'cross-origin-resource-policy': 'same-site',
  });
}
