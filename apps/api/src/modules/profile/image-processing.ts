import { loadSharp } from '../../lib/sharp.ts';
import { MAX_INPUT_PIXELS } from '../../lib/image-limits.ts';

/** Raster formats a browser can hand us; SVG (scripts), PDF and anything else are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
export const AVATAR_SIZE = 300;

export class UnacceptableImageError extends Error {}

/**
 * Checks the real type from the bytes (never the file name or the client's content type) and re-encodes every
 * upload as a 300x300 JPEG: the stored file is ours, with no metadata (EXIF, GPS) and nothing but pixels.
 */
export async function toAvatarJpeg(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, autoOrient: true };
  // sharp throws synchronously on an empty buffer, before any promise exists to catch.
  if (!input.length) throw new UnacceptableImageError('empty file');
  const sharp = await loadSharp();
  const meta = await Promise.resolve()
    .then(() => sharp(input, options).metadata())
    .catch(() => {
      throw new UnacceptableImageError('not an image');
    });
  const format = meta.format as string | undefined;
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnacceptableImageError(`format ${format}`);
  if (!pixels || pixels > MAX_INPUT_PIXELS) throw new UnacceptableImageError(`too many pixels: ${pixels}`);
  try {
    return await sharp(input, options)
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    throw new UnacceptableImageError('cannot decode');
  }
}
