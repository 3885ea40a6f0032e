import sharp from 'sharp';

/** Raster formats a browser can hand us; SVG (scripts), PDF and anything else are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
/**
 * Decompression bombs: a small file can declare a huge canvas. 40 megapixels covers every camera a member will crop
 * from (the browser sends a 300x300 crop anyway) and bounds the memory libvips may use for one upload.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_SIZE = 300;

export class UnacceptableImageError extends Error {}

/**
 * Checks the real type from the bytes (never the file name or the client's content type) and re-encodes every
 * upload as a 300x300 JPEG: the stored file is ours, with no metadata (EXIF, GPS) and nothing but pixels.
 */
export async function toAvatarJpeg(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, autoOrient: true };
  const meta = await sharp(input, options)
    .metadata()
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
