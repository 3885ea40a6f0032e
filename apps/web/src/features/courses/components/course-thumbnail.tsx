import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Box, type SxProps, type Theme } from '@mui/material';
import { THUMBNAIL_FORMATS, THUMBNAIL_WIDTHS, thumbnailVariantUrl, type ThumbnailFormat } from '@gjs/shared';

type CourseThumbnailProps = {
  src: string | null;
  alt: string;
  /** How wide the picture is shown, as an `<img sizes>` value, so the browser picks the file that fits. */
  sizes: string;
  /** The first picture a visitor sees: fetched at once and early; every other one waits until it is near. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

const frame: SxProps<Theme> = {
  aspectRatio: '16 / 9',
  width: '100%',
  height: 'auto',
  display: 'block',
  objectFit: 'cover',
};

const srcSet = (src: string, format: ThumbnailFormat) =>
  THUMBNAIL_WIDTHS.map((width) => `${thumbnailVariantUrl(src, width, format)} ${width}w`).join(', ');

/**
 * A 16:9 course image in the size and format that fit its slot (AVIF or WebP where the browser takes them, JPEG
 * otherwise), with its dimensions stated so the page keeps its layout while it loads; without an image, a teal panel
 * with a note so every card keeps its shape.
 */
export function CourseThumbnail({ src, alt, sizes, priority = false, sx }: CourseThumbnailProps) {
  if (src) {
    const [best, next, fallback] = THUMBNAIL_FORMATS;
    return (
      <picture>
        <source type="image/avif" srcSet={srcSet(src, best)} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(src, next)} sizes={sizes} />
        <Box
          component="img"
          src={thumbnailVariantUrl(src, 480, fallback)}
          srcSet={srcSet(src, fallback)}
          sizes={sizes}
          width={480}
          height={270}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          sx={[frame, ...toArray(sx)]}
        />
      </picture>
    );
  }
  return (
    <Box
      role="img"
      aria-label={alt}
      sx={[
        frame,
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'rgba(255, 255, 255, 0.85)',
          background: 'linear-gradient(135deg, #027368 0%, #014d46 100%)',
        },
        ...toArray(sx),
      ]}
    >
      <MusicNoteIcon sx={{ fontSize: 56 }} />
    </Box>
  );
}

function toArray(sx: SxProps<Theme> | undefined) {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? sx : [sx];
}
