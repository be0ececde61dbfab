import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_CONTACT, SHOP_NAME } from '../lib/brand';
import { FooterBottom } from './FooterBottom';
import { FOOTER_LINK_SX, FooterLinkGroups } from './FooterLinkGroups';
import { Logo } from './Logo';

const CONTACT_LINK_SX = { ...FOOTER_LINK_SX, display: 'inline-flex', gap: 1 } as const;

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
              <Link href={`mailto:${SHOP_CONTACT.email}`} variant="body2" sx={CONTACT_LINK_SX}>
                <EmailIcon fontSize="small" aria-hidden /> {SHOP_CONTACT.email}
              </Link>
              <Link href={SHOP_CONTACT.phoneHref} variant="body2" sx={CONTACT_LINK_SX}>
                <PhoneIcon fontSize="small" aria-hidden /> {SHOP_CONTACT.phone}
              </Link>
            </Stack>
          </Grid>
          <FooterLinkGroups />
        </Grid>
        <FooterBottom />
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'rgba(255, 248, 240, 0.65)' }}>
          © {new Date().getFullYear()} {SHOP_NAME}. All prices in Indian rupees (₹).
        </Typography>
      </Container>
    </Box>
  );
}
