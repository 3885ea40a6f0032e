import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items.ts';

import { frameTexts } from './frame-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The slide of the panel: 300 ms, as the product describes it. */
export const MENU_TRANSITION_MS = 300;
const MENU_TITLE_ID = 'mobile-menu-title';

type MobileMenuPanelProps = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  /** The Register or Logout button; it gets `onClose` so choosing it also closes the panel. */
  renderAction: (close: () => void) => ReactNode;
};

/** The slide-in panel of the narrow-screen navigation; loaded the first time the menu opens. */
export default function MobileMenuPanel({ open, onClose, items, renderAction }: MobileMenuPanelProps) {
  const texts = useTexts(frameTexts);
  return (
    <Drawer
      id="mobile-menu"
      anchor="right"
      open={open}
      onClose={onClose}
      transitionDuration={MENU_TRANSITION_MS}
      slotProps={{ paper: { 'aria-labelledby': MENU_TITLE_ID, sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id={MENU_TITLE_ID} variant="h6" component="h2">
          {texts.menu}
        </Typography>
        <IconButton aria-label={texts.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label={texts.mainNavigation}>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              onClick={onClose}
              sx={{
                '&[aria-current="page"]': {
                  color: 'primary.main',
                  fontWeight: 700,
                  bgcolor: 'action.selected',
                  borderLeft: 4,
                  borderColor: 'primary.main',
                },
              }}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ px: 2, pb: 2 }}>{renderAction(onClose)}</Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <LanguageSwitch />
      </Box>
    </Drawer>
  );
}
