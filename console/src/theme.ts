import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the shop's colours (burnt orange and teal, as on the storefront). */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#B5541C', light: '#E58A4B', dark: '#8A3E12', contrastText: '#fff' },
    secondary: { main: '#1F6F5C', light: '#4F9C86', dark: '#134A3D', contrastText: '#fff' },
    background: { default: '#FBF7F2' },
  },
  shape: { borderRadius: 10 },
};
