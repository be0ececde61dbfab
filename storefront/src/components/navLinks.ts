/** Main navigation of the shared layout. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/products', label: 'Products' },
  { to: '/contact-us', label: 'Contact Us' },
] as const;
