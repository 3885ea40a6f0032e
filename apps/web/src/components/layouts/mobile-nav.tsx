import { useState, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
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

/** The slide of the panel (spec §2). */
export const MENU_TRANSITION_MS = 300;
const MENU_TITLE_ID = 'mobile-menu-title';

type MobileNavProps = {
  items: NavItem[];
  /** The Register or Logout button; it gets a `close` callback so choosing it also closes the panel. */
  renderAction: (close: () => void) => ReactNode;
};

export function MobileNav({ items, renderAction }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label="Open main menu"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id="mobile-menu"
        anchor="right"
        open={open}
        onClose={close}
        transitionDuration={MENU_TRANSITION_MS}
        slotProps={{ paper: { 'aria-labelledby': MENU_TITLE_ID, sx: { width: 280 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Typography id={MENU_TITLE_ID} variant="h6" component="h2">
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Main">
          {items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                onClick={close}
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
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ px: 2, pb: 2 }}>{renderAction(close)}</Box>
      </Drawer>
    </>
  );
}
