import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_NAME } from '../lib/brand';

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

const ROW = { mt: 5, pt: 3, borderTop: '1px solid rgba(255, 248, 240, 0.15)', display: 'flex', flexWrap: 'wrap', gap: 2 } as const;

/** The footer's last row: the social buttons and the payment methods the shop accepts. */
export function FooterBottom() {
  return (
    <Box sx={{ ...ROW, alignItems: 'center', justifyContent: 'space-between' }}>
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
  );
}
