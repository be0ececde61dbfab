import { useState } from 'react';

/** Whether the mobile menu is open, and whether its code has been asked for yet. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  // Mounted (closed) as soon as the shopper reaches for the button, so it usually slides in on the first
  // click too; once mounted it stays, so closing it slides it away.
  const [loaded, setLoaded] = useState(false);
  const loadMenu = () => setLoaded(true);
  const openMenu = () => {
    setLoaded(true);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return { open, loaded, loadMenu, openMenu, close };
}
