import { createTheme } from '@mui/material/styles';

/** The visual theme of product 0426: teal and amber, Nunito, soft 8 px corners, flat buttons. */
const TEAL = '#027368';
const TEAL_HOVER = '#015a52';
/** Text on amber. */
const ON_AMBER = 'rgba(0, 0, 0, 0.87)';
/** Orange for text and outlines on white. */
const SECONDARY_TEXT = '#B35600';
/** Hover of amber buttons: a deeper amber that still carries dark text (8:1). */
const AMBER_HOVER = '#FF8F00';
const LIGHT_SHADOW = '0 2px 6px rgba(0, 0, 0, 0.15)';

const headingWeight = 600;

export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  },
  palette: {
    primary: { main: TEAL, light: '#4CAF50', dark: '#1B5E20', contrastText: '#fff' },
    // Amber keeps the school's look with dark text on it; its dark shade is an orange that reads on white
    // (4.9:1). docs/decisions/0203-contrast-within-the-palette.md
    secondary: { main: '#FFA000', light: '#FFB74D', dark: SECONDARY_TEXT, contrastText: ON_AMBER },
    background: { default: '#f5f5f5', paper: '#fff' },
    // MUI's default blue and orange carry white text at 3.9:1 and 3.1:1; one shade deeper each reads at 4.8:1.
    info: { main: '#0277bd' },
    warning: { main: '#bf4f00' },
  },
  typography: {
    fontFamily: '"Nunito", "Varela Round", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: headingWeight },
    h2: { fontSize: '2rem', fontWeight: headingWeight },
    h3: { fontSize: '1.75rem', fontWeight: headingWeight },
    h4: { fontSize: '1.5rem', fontWeight: headingWeight },
    h5: { fontSize: '1.25rem', fontWeight: headingWeight },
    h6: { fontSize: '1rem', fontWeight: headingWeight },
    body1: { fontWeight: 400 },
    body2: { fontWeight: 400 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 8,
          textTransform: 'none',
          fontWeight: 500,
          padding: '8px 24px',
          boxShadow: 'none',
          '&:hover': { boxShadow: LIGHT_SHADOW },
        },
      },
      variants: [
        {
          props: { variant: 'contained', color: 'primary' },
          style: {
            backgroundColor: TEAL,
            color: '#fff',
            '&:hover': { backgroundColor: TEAL_HOVER },
          },
        },
        {
          props: { variant: 'contained', color: 'secondary' },
          style: { '&:hover': { backgroundColor: AMBER_HOVER } },
        },
        {
          props: { variant: 'outlined', color: 'primary' },
          style: { borderColor: TEAL, color: TEAL },
        },
      ],
    },
    // Unselected toggle buttons: the default 54 % black falls to 4.2:1 on the grey page background.
    MuiToggleButton: {
      styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 8 } },
    },
  },
});
