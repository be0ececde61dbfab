import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const LINK_GROUPS = [
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'Products' },
      { to: '/cartitems', label: 'Cart' },
      { to: '/checkout', label: 'Checkout' },
      { to: '/profile', label: 'My Account' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/about-us', label: 'About Us' },
      { to: '/blogs', label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/termsandconditions', label: 'Terms & Conditions' },
      { to: '/privacypolicy', label: 'Privacy Policy' },
    ],
  },
] as const;

/** A link on the footer's dark ground. */
export const FOOTER_LINK_SX = { color: 'rgba(255, 248, 240, 0.82)', '&:hover': { color: '#fff' } } as const;

/** The footer's Shop, Help and Legal columns. */
export function FooterLinkGroups() {
  return LINK_GROUPS.map((group) => (
    <Grid key={group.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {group.title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} variant="body2" sx={FOOTER_LINK_SX}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Grid>
  ));
}
