import type { IncomingHttpHeaders } from 'node:http';
import { NotFoundError } from '#lib/errors.ts';
import { isValidKey } from '#lib/storage/keys.ts';
import { contentTypeFor } from '#lib/storage/content-types.ts';
import type { Storage } from '#lib/storage/index.ts';
import type { DbOrTx } from '#db/types.ts';
import { answerStoredFile, FILE_NOT_FOUND, type FileAnswer } from './service.ts';
import { streamIdOf } from './stream-links.ts';
import { findStream } from './streams-repository.ts';

/**
 * A file of the promo video's stream: public, as the promo video is (marketing), but only the stream of the one video
 * the owner chose, named by its stream id. Playlists are not cached; the rest never changes under its stream id.
 */
export async function openPromoStreamFile(
  storage: Storage,
  db: DbOrTx,
  promoKey: string,
  params: { stream: string; file: string },
  requestHeaders: IncomingHttpHeaders,
): Promise<FileAnswer> {
  const stream = promoKey ? await findStream(db, promoKey) : undefined;
  if (!stream || streamIdOf(stream) !== params.stream) throw new NotFoundError(FILE_NOT_FOUND);
  const key = `${stream.prefix}${params.file}`;
  if (!isValidKey(key)) throw new NotFoundError(FILE_NOT_FOUND);
  const object = await storage.stat(key);
  if (!object) throw new NotFoundError(FILE_NOT_FOUND);
  return answerStoredFile(storage, key, object, requestHeaders, {
    'content-type': contentTypeFor(key),
    'x-content-type-options': 'nosniff',
    'cache-control': key.endsWith('.m3u8') ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
}
