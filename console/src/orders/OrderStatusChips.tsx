import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { Order } from './types';

/** Badge colours, as the storefront shows them: placed orange; delivered or completed green; cancelled red; others grey. */
function orderStatusColor(status: string): 'warning' | 'success' | 'error' | 'default' {
  if (status === 'placed') return 'warning';
  if (status === 'delivered' || status === 'completed') return 'success';
  if (status === 'cancelled') return 'error';
  return 'default';
}

export function OrderStatusChip() {
  const record = useRecordContext<Order>();
  if (!record?.orderStatus) return null;
  return <Chip size="small" label={record.orderStatus} color={orderStatusColor(record.orderStatus)} />;
}

/** Payment status: 'pending' in yellow, anything else in green. */
export function PaymentStatusChip() {
  const record = useRecordContext<Order>();
  if (!record?.paymentStatus) return null;
  const pending = record.paymentStatus === 'pending';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={record.paymentStatus.replace('_', ' ')}
      sx={pending ? { borderColor: '#C99A06', color: '#7A5D00', bgcolor: '#FFF6D6' } : undefined}
      color={pending ? 'default' : 'success'}
    />
  );
}
