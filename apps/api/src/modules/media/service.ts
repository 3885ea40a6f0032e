import type { Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isValidKey } from '../../lib/storage/keys.ts';
import { contentTypeFor, isRasterImage } from '../../lib/storage/content-types.ts';
import type { Storage, StoredObject } from '../../lib/storage/types.ts';
import { parseRange } from './ranges.ts';
import type { MediaSigner } from './signing.ts';
import { contentDisposition } from './content-disposition.ts';
import type { ThumbnailFormat, ThumbnailWidth } from '@gjs/shared';
import { ensureThumbnailVariant, VARIANT_CONTENT_TYPES } from './thumbnail-variants.ts';

export const INVALID_LINK = 'This media link is invalid.';
export const EXPIRED_LINK = 'This media link has expired.';
export const FILE_NOT_FOUND = 'File not found.';
/** Public marketing images: a week in every cache. */
export const THUMBNAIL_MAX_AGE = 7 * 24 * 3600;

export interface FileAnswer {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

function etagOf(object: StoredObject): string {
  return `"${object.size.toString(16)}-${(object.lastModified?.getTime() ?? 0).toString(16)}"`;
}

/** Answers a GET for a stored object: conditional requests, one byte range, or the whole file. */
export async function answerStoredFile(
  storage: Storage,
  key: string,
  object: StoredObject,
  requestHeaders: IncomingHttpHeaders,
  headers: Record<string, string>,
): Promise<FileAnswer> {
  const etag = etagOf(object);
  headers['etag'] = etag;
  headers['accept-ranges'] = 'bytes';
  if (object.lastModified) headers['last-modified'] = object.lastModified.toUTCString();
  if (requestHeaders['if-none-match'] === etag) return { status: 304, headers };

  // If-Range: a range only applies to the representation the client already holds part of.
  const ifRange = requestHeaders['if-range'];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : requestHeaders.range;
  const request = parseRange(rangeHeader, object.size);
  if (request.kind === 'unsatisfiable') {
    headers['content-range'] = `bytes */${object.size}`;
    return { status: 416, headers };
  }
  if (request.kind === 'partial') {
    const { start, end } = request.range;
    headers['content-range'] = `bytes ${start}-${end}/${object.size}`;
    headers['content-length'] = String(end - start + 1);
    return { status: 206, headers, body: await storage.createReadStream(key, request.range) };
  }
  headers['content-length'] = String(object.size);
  if (object.size === 0) return { status: 200, headers };
  return { status: 200, headers, body: await storage.createReadStream(key) };
}

/** The media route: only a valid, unexpired signature opens a file (decision 0406). */
export async function openSignedFile(
  storage: Storage,
  signer: MediaSigner,
  key: string,
  query: Record<string, unknown>,
  requestHeaders: IncomingHttpHeaders,
): Promise<FileAnswer> {
  const verified = signer.verify(key, query);
  if (!verified.ok) throw new ForbiddenError(verified.reason === 'expired' ? EXPIRED_LINK : INVALID_LINK);
  const { link } = verified;
  const object = await storage.stat(link.key);
  if (!object) throw new NotFoundError(FILE_NOT_FOUND);
  const remaining = Math.max(0, link.expiresAt - Math.floor(Date.now() / 1000));
  return answerStoredFile(storage, link.key, object, requestHeaders, {
    'content-type': contentTypeFor(link.key),
    'content-disposition': contentDisposition(link.disposition, link.filename),
    'cache-control': `private, max-age=${Math.min(remaining, signer.ttlSeconds)}`,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
  });
}

/**
 * Course and upcoming-course thumbnails: public marketing images, only raster images under `thumbnails/`. With a
 * variant (width and format), a resized copy made on first request (thumbnail-variants.ts).
 */
export async function openThumbnail(
  storage: Storage,
  rest: string,
  requestHeaders: IncomingHttpHeaders,
  variant?: { width: ThumbnailWidth; format: ThumbnailFormat },
): Promise<FileAnswer> {
  const original = `thumbnails/${rest}`;
  if (!isValidKey(original) || !isRasterImage(contentTypeFor(original)))
    throw new NotFoundError(FILE_NOT_FOUND);
  if (!(await storage.exists(original))) throw new NotFoundError(FILE_NOT_FOUND);
  const key = variant ? await ensureThumbnailVariant(storage, rest, variant.width, variant.format) : original;
  if (!key) throw new NotFoundError(FILE_NOT_FOUND);
  const object = await storage.stat(key);
  if (!object) throw new NotFoundError(FILE_NOT_FOUND);
  return answerStoredFile(storage, key, object, requestHeaders, {
    'content-type': variant ? VARIANT_CONTENT_TYPES[variant.format] : contentTypeFor(key),
    'content-disposition': 'inline',
    'cache-control': `public, max-age=${THUMBNAIL_MAX_AGE}`,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  });
}

export const PROMO_VIDEO_MAX_AGE = 24 * 3600;

/** The home page's promo video: public marketing, so no signature, but only the one video the owner chose. */
export async function openPromoVideo(
  storage: Storage,
  key: string,
  requestHeaders: IncomingHttpHeaders,
): Promise<FileAnswer> {
  if (!key || !isValidKey(key) || !contentTypeFor(key).startsWith('video/')) {
    throw new NotFoundError(FILE_NOT_FOUND);
  }
  const object = await storage.stat(key);
  if (!object) throw new NotFoundError(FILE_NOT_FOUND);
  return answerStoredFile(storage, key, object, requestHeaders, {
    'content-type': contentTypeFor(key),
    'content-disposition': 'inline',
    'cache-control': `public, max-age=${PROMO_VIDEO_MAX_AGE}`,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
  });
}
