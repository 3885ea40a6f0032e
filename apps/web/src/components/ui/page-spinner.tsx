import { Box, CircularProgress } from '@mui/material';

/**
 * The spinner of a whole page that is still loading. It fills the screen below the header, so the footer waits
 * below the fold: when the page arrives the footer moves where nobody sees it, and nothing on screen shifts.
 */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 8, minHeight: '100vh' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
