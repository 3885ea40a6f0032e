import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Box, type SxProps, type Theme } from '@mui/material';

type CourseThumbnailProps = { src: string | null; alt: string; sx?: SxProps<Theme> };

/** A 16:9 course image; without one, a teal panel with a note so every card keeps its shape. */
export function CourseThumbnail({ src, alt, sx }: CourseThumbnailProps) {
  const frame: SxProps<Theme> = {
    aspectRatio: '16 / 9',
    width: '100%',
    display: 'block',
    objectFit: 'cover',
  };
  if (src) {
    return <Box component="img" src={src} alt={alt} loading="lazy" sx={[frame, ...toArray(sx)]} />;
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
