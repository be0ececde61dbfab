import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from './lib/emotionCache';
import { preloadFirstPage } from './pages';
import { AppRouter } from './router';
import { ShopApp } from './ShopApp';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadFirstPage(window.location);

const app = (
  <ShopApp cache={createEmotionCache()}>
    <AppRouter />
  </ShopApp>
);

// The home page arrives drawn (prerender.mjs): React takes over its HTML. Every other page arrives as
// the empty shell and is rendered. Both in a transition: React works in short slices, so the main
// thread is never blocked for long (a hydration outside one is done in one long task).
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
