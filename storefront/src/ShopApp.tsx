import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { StrictMode, type ReactNode } from 'react';
import { Toaster } from './components/Toaster';
import { ShopProvider } from './lib/ShopContext';
import { theme } from './lib/theme';

// The system's ThemeProvider, given the theme as @mui/material's would give it to it (`vars: null`: no CSS
// variables): the material one also carries the CSS-variables provider (colour-scheme storage, media
// queries, about 5 KB gzip) for themes that have colour schemes, and ours has none.
const muiTheme = { ...theme, vars: null };

/**
 * The storefront around its router, the same tree in the browser (main.tsx) and in the prerender
 * (entry-server.tsx): a hydrated page must render exactly what the server did.
 */
export function ShopApp({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline />
          <ShopProvider>{children}</ShopProvider>
          <Toaster />
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
