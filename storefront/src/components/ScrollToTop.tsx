import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change scrolls smoothly to the top, so a new page starts at its beginning. The page the app
 * starts on is left where it is: a shopper may have scrolled it before the app took over, and the browser
 * restores a reloaded page's position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);

  return null;
}
