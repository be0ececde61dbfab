import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readFirstAnswer } from './lib/firstAnswer';
import { preloadFirstPage } from './pages';
import { AppRouter } from './router';
import { ShopApp } from './ShopApp';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const firstAnswer = readFirstAnswer();
const firstPageCode = preloadFirstPage(window.location, firstAnswer !== null);

const app = (
  <ShopApp>
    <AppRouter firstAnswer={firstAnswer} />
  </ShopApp>
);

// The home page arrives drawn (prerender.mjs), the list and a product page too (drawn by the API with
// the answer they show): React takes over their HTML. Every other page arrives as the empty shell and
// is rendered. Both in a transition: React works in short slices, so the main
// thread is never blocked for long (a hydration outside one is done in one long task).
if (container.hasChildNodes()) {
  // A drawn page is hydrated once its code is here, in one pass: React drops a click on a part it has not
  // hydrated when that part's code is still missing, and hydrating the page before it would leave it so.
  void firstPageCode.finally(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
