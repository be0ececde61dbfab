import { createTheme } from '@mui/material/styles';
import { BRAND_COLORS, BRAND_FONTS } from '@petshop/contract/brand';

const brand = BRAND_COLORS;
const fontFamily = BRAND_FONTS.join(',');

export const theme = createTheme({
  palette: {
    primary: { main: brand.orange, light: brand.orangeLight, dark: brand.orangeDark, contrastText: '#fff' },
    secondary: { main: brand.teal, light: brand.tealLight, dark: brand.tealDark, contrastText: '#fff' },
    text: { primary: brand.cocoa, secondary: brand.cocoaSoft },
    background: { default: brand.cream, paper: brand.white },
    divider: brand.divider,
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, fontSize: '2.4rem', lineHeight: 1.15, '@media (min-width:900px)': { fontSize: '3.2rem' } },
    h2: { fontWeight: 800, fontSize: '1.8rem', lineHeight: 1.2, '@media (min-width:900px)': { fontSize: '2.3rem' } },
    h3: { fontWeight: 700, fontSize: '1.4rem', '@media (min-width:900px)': { fontSize: '1.7rem' } },
    h4: { fontWeight: 700, fontSize: '1.2rem' },
    h5: { fontWeight: 700, fontSize: '1.1rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid rgba(61, 43, 31, 0.10)' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

export const brandColors = brand;
