import { loadSharp } from '../../lib/sharp.ts';
import { THUMBNAIL_ASPECT, type ThumbnailFormat, type ThumbnailWidth } from '@gjs/shared';
import type { Storage } from '../../lib/storage/types.ts';

/** Where the variants of `thumbnails/<rest>` are kept once made; a new upload has a new key, so they never go stale. */
export function variantKey(rest: string, width: ThumbnailWidth, format: ThumbnailFormat): string {
  return `derived/thumbnails/w${width}/${rest}.${format === 'jpeg' ? 'jpg' : format}`;
}

export const VARIANT_CONTENT_TYPES: Record<ThumbnailFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes one variant of a stored thumbnail the first time it is asked for and stores it beside the original, so that
 * thumbnails uploaded before variants existed are converted on their first request. Cropped to 16:9 around the
 * centre, never enlarged; the qualities keep a card's picture near 10-25 KB. Null when the original is no image.
 * AVIF is encoded at effort 2, not sharp's default 4: a 640-pixel card then takes about 60 ms instead of 350 for
 * about a tenth more bytes, so the first visitor after an upload does not wait for the page's largest picture.
 */
export async function ensureThumbnailVariant(
  storage: Storage,
  rest: string,
  width: ThumbnailWidth,
  format: ThumbnailFormat,
): Promise<string | null> {
  const key = variantKey(rest, width, format);
  if (await storage.exists(key)) return key;
  const original = await readAll(storage, `thumbnails/${rest}`);
  const sharp = await loadSharp();
  const resized = sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({
      width,
      height: Math.round(width / THUMBNAIL_ASPECT),
      fit: 'cover',
      withoutEnlargement: true,
    });
  const encoded =
    format === 'avif'
      ? resized.avif({ quality: 55, effort: 2 })
      : format === 'webp'
        ? resized.webp({ quality: 72 })
        : resized.jpeg({ quality: 78, mozjpeg: true });
  let body: Buffer;
  try {
    body = await encoded.toBuffer();
  } catch {
    // A stored file that does not decode as an image has no variants; it is no server error either.
    return null;
  }
  await storage.put(key, body, VARIANT_CONTENT_TYPES[format]);
  return key;
}
