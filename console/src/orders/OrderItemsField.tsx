import PetsIcon from '@mui/icons-material/Pets';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from './types';

/** The order's name as the storefront shows it: its first product, and '+N more' for the others. */
export function orderName(order: Pick<Order, 'products'>): string {
  const [first, ...others] = order.products;
  if (!first) return 'No products';
  return others.length > 0 ? `${first.productId.name} +${others.length} more` : first.productId.name;
}

export function OrderThumbnail({ order }: { order: Pick<Order, 'products'> }) {
  const first = order.products[0]?.productId;
  return (
    <Avatar variant="rounded" src={first?.images[0]} alt={first?.name ?? ''} sx={{ width: 44, height: 44, bgcolor: '#FBEBD9', color: '#E58A4B' }}>
      <PetsIcon />
    </Avatar>
  );
}

/** Order name over its number, for the list's "Order" column. */
export function OrderNameCell({ order }: { order: Order }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {orderName(order)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {order.orderNumber}
      </Typography>
    </Box>
  );
}
