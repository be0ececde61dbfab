import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './components/Toaster';
import { ShopProvider } from './lib/ShopContext';
import { theme } from './lib/theme';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ShopProvider>
        <AppRouter />
      </ShopProvider>
      <Toaster />
    </ThemeProvider>
  </StrictMode>,
);
