import { Box, CircularProgress } from '@mui/material';
import { useTexts } from '../../lib/i18n/texts.ts';
import { uiTexts } from './ui-texts.ts';

/**
 * The spinner of a whole page that is still loading. It fills the screen below the header, so the footer waits
 * below the fold: when the page arrives the footer moves where nobody sees it, and nothing on screen shifts. Its
 * accessible name is 'Loading' in the page's language unless a label is given.
 */
export function PageSpinner({ label }: { label?: string }) {
  const texts = useTexts(uiTexts);
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 8, minHeight: '100vh' }}
    >
      <CircularProgress aria-label={label ?? texts.loading} />
    </Box>
  );
}
