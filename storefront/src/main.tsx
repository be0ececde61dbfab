import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './components/Toaster';
import { ShopProvider } from './lib/ShopContext';
import { theme } from './lib/theme';
import { preloadFirstPage } from './pages';
import { AppRouter } from './router';

// The system's ThemeProvider, given the theme as @mui/material's would give it to it (`vars: null`: no CSS
// variables): the material one also carries the CSS-variables provider (colour-scheme storage, media
// queries, about 5 KB gzip) for themes that have colour schemes, and ours has none.
const muiTheme = { ...theme, vars: null };

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadFirstPage(window.location);

// A transition: React renders the first page in short slices, so the main thread is never blocked for long.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        <ShopProvider>
          <AppRouter />
        </ShopProvider>
        <Toaster />
      </ThemeProvider>
    </StrictMode>,
  ),
);
