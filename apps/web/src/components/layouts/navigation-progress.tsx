import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';
import { UNSAFE_DataRouterContext as DataRouterContext, useNavigation } from 'react-router';
import { useTexts } from '../../lib/i18n/texts.ts';
import { uiTexts } from '../ui/ui-texts.ts';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Read by a screen reader, not shown: the bar is what the eye sees. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Set on the bar while the router is on its way to another page. */
const ACTIVE = 'data-active';

/**
 * While the router moves to another page (its code, and its data for a moment), a bar runs along the top of the window
 * and a live region says 'Loading', so a click on a slow line is seen and heard to be taken at once
 * (docs/decisions/0208).
 *
 * Both are switched on by the router's own notice, in the click's task, not by a render: the router's React state
 * changes in a transition that renders the whole page again, and on a busy machine the bar came 150-200 ms after the
 * click. They are switched off in the commit that shows the new page, so nothing goes quiet while it renders. The live
 * region is always there, empty when nothing loads: a screen reader announces a change to a region it already knows.
 */
export function NavigationProgress() {
  const { loading } = useTexts(uiTexts);
  const router = useContext(DataRouterContext)?.router;
  const bar = useRef<HTMLDivElement>(null);
  const announcement = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      router?.subscribe((state) => {
        if (state.navigation.state === 'idle') return;
        bar.current?.setAttribute(ACTIVE, '');
        if (announcement.current) announcement.current.textContent = loading;
      }),
    [router, loading],
  );
  // Renders with every change of the router's state; once an idle one is committed (and the router has not set off
  // again since), the new page is on screen.
  const rendered = useNavigation().state;
  useLayoutEffect(() => {
    if (rendered !== 'idle' || (router && router.state.navigation.state !== 'idle')) return;
    bar.current?.removeAttribute(ACTIVE);
    if (announcement.current) announcement.current.textContent = '';
  });

  return (
    <>
      {/* Its text is the router's notice's to set (above), never React's. */}
      <Box ref={announcement} role="status" sx={visuallyHidden} />
      <Box
        ref={bar}
        role="progressbar"
        aria-label={loading}
        sx={{
          display: 'none',
          [`&[${ACTIVE}]`]: { display: 'block' },
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: 3,
          zIndex: 'tooltip',
          overflow: 'hidden',
          pointerEvents: 'none',
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: '40%',
            bgcolor: 'secondary.main',
            animation: `${sweep} 1.2s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
          },
        }}
      />
    </>
  );
}
