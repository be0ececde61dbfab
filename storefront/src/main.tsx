import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './components/Toaster';
import { ShopProvider } from './lib/ShopContext';
import { theme } from './lib/theme';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A transition: React renders the first page in short slices, so the main thread is never blocked for long.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ShopProvider>
          <AppRouter />
        </ShopProvider>
        <Toaster />
      </ThemeProvider>
    </StrictMode>,
  ),
);
