import { lazy, Suspense, useState, type ReactNode } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import type { NavItem } from './nav-items.ts';

import { frameTexts } from './frame-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

// The panel (a drawer with its modal, focus trap and slide) is code most visits never run: it loads on first open.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.tsx'));

type MobileNavProps = {
  items: NavItem[];
  /** The Register or Logout button; it gets a `close` callback so choosing it also closes the panel. */
  renderAction: (close: () => void) => ReactNode;
};

export function MobileNav({ items, renderAction }: MobileNavProps) {
  const texts = useTexts(frameTexts);
  const [open, setOpen] = useState(false);
  // Once loaded, the panel stays mounted so that closing it slides it out.
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={texts.openMenu}
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={close} items={items} renderAction={renderAction} />
        </Suspense>
      )}
    </>
  );
}
