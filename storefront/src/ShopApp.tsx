import { StrictMode, type ReactNode } from 'react';
import { Toaster } from './components/Toaster';
import { ShopProvider } from './lib/ShopContext';
import './lib/baseline.css';

/**
 * The storefront around its router, the same tree in the browser (start.tsx) and in the server's render
 * (entry-server.tsx): a hydrated page must render exactly what the server did. MUI's theme is not here:
 * it comes with what draws with MUI (lib/muiScope.ts).
 */
export function ShopApp({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ShopProvider>{children}</ShopProvider>
      <Toaster />
    </StrictMode>
  );
}
