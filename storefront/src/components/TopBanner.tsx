import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Marketing line only: no discount logic exists behind it. */
export function TopBanner() {
  return (
    <Box sx={{ bgcolor: 'text.primary', color: 'background.default', px: 2, py: 0.75 }}>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, fontWeight: 600, textAlign: 'center' }}>
        <LocalOfferIcon aria-hidden sx={{ fontSize: 16, color: 'primary.light' }} />
        25% off your first order
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          · Free shipping on all orders across India
        </Box>
      </Typography>
    </Box>
  );
}
