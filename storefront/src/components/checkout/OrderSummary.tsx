import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@petshop/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../lib/formatRupees';
import { ProductThumb } from '../ProductThumb';

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, fontWeight: strong ? 800 : 400, fontSize: strong ? '1.15rem' : undefined }}>
      <span>{label}</span>
      <span>{value}</span>
    </Box>
  );
}

interface OrderSummaryProps {
  items: readonly CartItem[];
  subtotal: number;
  voucherAmount: number;
  /** Place Order, shown once the address step is done. */
  action?: ReactNode;
}

/** The checkout's Order Summary: the lines, Shipping 'Free', Tax 0, any voucher, the total, and 'Edit Cart'. */
export function OrderSummary({ items, subtotal, voucherAmount, action }: OrderSummaryProps) {
  return (
    <Card component="section" aria-labelledby="summary-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="summary-title" variant="h4" component="h2">
          Order Summary
        </Typography>
        <Button component={RouterLink} to="/cartitems" size="small">
          Edit Cart
        </Button>
      </Box>
      <Box component="ul" aria-label="Items in your order" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
            <ProductThumb src={item.product.images[0]} alt={item.product.name} size={52} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {item.product.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[item.product.color, item.product.size].filter(Boolean).join(' · ')} Qty {item.quantity}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatRupees(item.price * item.quantity)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Row label="Subtotal" value={formatRupees(subtotal)} />
      <Row label="Shipping" value="Free" />
      <Row label="Tax" value={formatRupees(0)} />
      {voucherAmount > 0 && <Row label="Store voucher" value={`−${formatRupees(voucherAmount)}`} />}
      <Divider sx={{ my: 1.5 }} />
      <Row label="Total" value={formatRupees(Math.max(0, subtotal - voucherAmount))} strong />
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Card>
  );
}
