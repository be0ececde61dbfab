import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { listMyOrders } from '../../api/orders';
import { OrderCard } from './OrderCard';
import { PanelLoading } from '../PanelLoading';
import { useLoad } from '../../lib/useLoad';
import { LoadFailed } from '../LoadFailed';

/** The shopper's orders, newest first. */
export function OrdersPanel() {
  const { data: orders, error, reload } = useLoad<Order[]>(listMyOrders);
  if (error) {
    return <LoadFailed onRetry={reload}>Failed to fetch orders</LoadFailed>;
  }
  if (!orders) return <PanelLoading label="Loading your orders" />;
  if (orders.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>You have not placed any orders yet.</Typography>
        <Button component={RouterLink} to="/products" variant="contained">
          Products
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </Stack>
  );
}
