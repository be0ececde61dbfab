import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls smoothly to the top, so a new page starts at its beginning. */
export function ScrollToTop() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger, not a value the effect reads.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);

  return null;
}
