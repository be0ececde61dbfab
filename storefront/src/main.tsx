// The page's script, and all it holds: the app (start.tsx, an entry of its own, whose chunks this script's
// tag names in `data-app`, see vite.config.ts) is loaded once the browser has painted what the page arrived
// with. The paint never waits for the app's code, its evaluation or its hydration, whatever the network and
// the cache. Nothing is imported here: an import would bring the app's chunks before the paint.
const drawn = document.getElementById('root')?.hasChildNodes() ?? false;

/**
 * Resolves once the page has had its first contentful paint; at once where none is coming (an empty shell
 * paints once the app renders, a hidden tab paints nothing) or the browser cannot tell when it comes.
 */
function firstPaint(): Promise<void> {
  const told = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!drawn || !told || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before its paint would otherwise wait until it is shown again.
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}

const modules = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app?.split(' ');
if (!modules) throw new Error('The page names no app to start (script[data-app])');

/** A new task: what follows runs after the browser has had a turn (a tap, a frame). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After the paint, every chunk is asked for at once (preloaded: fetched and compiled, not run), then each is
 * evaluated in a task of its own, the app's entry last: no one task holds the main thread for all of them.
 */
async function start(chunks: string[]): Promise<void> {
  await firstPaint();
  for (const href of chunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
}
void start(modules);
