import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_CONTACT, SHOP_NAME } from '../lib/brand';
import { Logo } from './Logo';

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

// Inert for now: the shop's social accounts are not decided yet.
const SOCIAL_LINKS = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'X', Icon: XIcon },
  { label: 'YouTube', Icon: YouTubeIcon },
] as const;

const PAYMENT_ICONS = [
  { src: '/images/payment-upi.svg', alt: 'UPI' },
  { src: '/images/payment-card.svg', alt: 'Credit and debit cards' },
  { src: '/images/payment-netbanking.svg', alt: 'Net banking' },
] as const;

const linkSx = { color: 'rgba(255, 248, 240, 0.82)', '&:hover': { color: '#fff' } } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'text.primary', color: 'background.default', mt: 'auto', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 320, color: 'rgba(255, 248, 240, 0.82)' }}>
              Food, treats, toys and everyday essentials for dogs and cats, from brands we trust, delivered free across India.
            </Typography>
            <Stack spacing={0.5} sx={{ mt: 2 }}>
              <Link href={`mailto:${SHOP_CONTACT.email}`} variant="body2" sx={{ ...linkSx, display: 'inline-flex', gap: 1 }}>
                <EmailIcon fontSize="small" aria-hidden /> {SHOP_CONTACT.email}
              </Link>
              <Link href={SHOP_CONTACT.phoneHref} variant="body2" sx={{ ...linkSx, display: 'inline-flex', gap: 1 }}>
                <PhoneIcon fontSize="small" aria-hidden /> {SHOP_CONTACT.phone}
              </Link>
            </Stack>
          </Grid>
          {LINK_GROUPS.map((group) => (
            <Grid key={group.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
                {group.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} variant="body2" sx={linkSx}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>

        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255, 248, 240, 0.15)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Stack direction="row" spacing={0.5} aria-label="Follow us">
            {SOCIAL_LINKS.map(({ label, Icon }) => (
              <IconButton
                key={label}
                component="a"
                href="#"
                onClick={(event) => event.preventDefault()}
                aria-label={`${SHOP_NAME} on ${label}`}
                sx={{ color: 'background.default', border: '1px solid rgba(255, 248, 240, 0.25)' }}
              >
                <Icon fontSize="small" />
              </IconButton>
            ))}
          </Stack>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'rgba(255, 248, 240, 0.82)' }}>
              We accept
            </Typography>
            {PAYMENT_ICONS.map((icon) => (
              <Box key={icon.src} component="img" src={icon.src} alt={icon.alt} width={54} height={33} />
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'rgba(255, 248, 240, 0.65)' }}>
          © {new Date().getFullYear()} {SHOP_NAME}. All prices in Indian rupees (₹).
        </Typography>
      </Container>
    </Box>
  );
}
