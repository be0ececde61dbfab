import { type CSSProperties, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import styles from './WhenNear.module.css';

// Far enough ahead that a scrolling shopper finds the section already drawn.
const ROOT_MARGIN = '800px 0px';

/** After the page has loaded, at the browser's next idle moment: the first load's work stays small. */
function afterLoadIdle(run: () => void): () => void {
  let idle = 0;
  const schedule = () => {
    // `self.setTimeout`: the browser's, typed as a number also where Node's types are loaded (tsconfig.server.json).
    idle = 'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : self.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/**
 * Draws a below-the-fold section only when it comes near the viewport, or once the page is loaded and
 * the browser idle, whichever is first; until then an empty box of about its height holds its place.
 * The render is a transition, so React splits it into short tasks rather than one long one.
 */
export function WhenNear({ minHeight, children }: { minHeight: number | { xs: number; md?: number }; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = placeholder.current;
    if (shown || !target) return;
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: ROOT_MARGIN });
    observer.observe(target);
    const cancelIdle = afterLoadIdle(show);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);

  if (shown) return children;
  const heights = typeof minHeight === 'number' ? { xs: minHeight } : minHeight;
  const style = { '--near-xs': `${heights.xs}px`, ...(heights.md !== undefined && { '--near-md': `${heights.md}px` }) } as CSSProperties;
  return <div ref={placeholder} className={styles.placeholder} style={style} />;
}
