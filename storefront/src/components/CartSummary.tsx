import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../lib/formatRupees';

/** The cart's Order Summary: subtotal, free shipping, no tax, the total, and Checkout (not for an empty cart). */
export function CartSummary({ subtotal, empty }: { subtotal: number; empty: boolean }) {
  return (
    <Card component="section" aria-labelledby="order-summary" sx={{ p: 3, position: { md: 'sticky' }, top: { md: 120 } }}>
      <Typography id="order-summary" component="h2" variant="h4" sx={{ mb: 2 }}>
        Order Summary
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.25, '& dd': { m: 0, textAlign: 'right', fontWeight: 700 } }}>
        <dt>Subtotal</dt>
        <dd>{formatRupees(subtotal)}</dd>
        <dt>Shipping</dt>
        <Box component="dd" sx={{ color: 'secondary.main' }}>
          Free
        </Box>
        <dt>Tax</dt>
        <dd>{formatRupees(0)}</dd>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0, display: 'flex', justifyContent: 'space-between', fontSize: '1.2rem', fontWeight: 800, '& dd': { m: 0 } }}>
        <dt>Total</dt>
        <dd>{formatRupees(subtotal)}</dd>
      </Box>
      <Button component={RouterLink} to="/checkout" variant="contained" size="large" fullWidth disabled={empty} sx={{ mt: 3 }}>
        Checkout
      </Button>
    </Card>
  );
}
