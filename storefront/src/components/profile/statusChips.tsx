import Chip from '@mui/material/Chip';
import type { OrderStatus, PaymentStatus } from '@petshop/contract';

/** Badge colours: placed orange; delivered or completed green; cancelled red; any other grey. */
function orderStatusColors(status: OrderStatus | string): { bg: string; fg: string } {
  if (status === 'placed') return { bg: '#FDE3CC', fg: '#8A3E12' };
  if (status === 'delivered' || status === 'completed') return { bg: '#D5EDE4', fg: '#134A3D' };
  if (status === 'cancelled') return { bg: '#F9D6D5', fg: '#8E1C17' };
  return { bg: '#E7E3DF', fg: '#4A3B30' };
}

const words = (value: string) => value.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { bg, fg } = orderStatusColors(status);
  return <Chip size="small" label={`Order: ${words(status)}`} sx={{ bgcolor: bg, color: fg, fontWeight: 700 }} />;
}

/** A pending payment shows yellow, any other status green. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const pending = status === 'pending';
  return (
    <Chip
      size="small"
      label={`Payment: ${words(status)}`}
      sx={{ bgcolor: pending ? '#FCEFC2' : '#D5EDE4', color: pending ? '#6B4E00' : '#134A3D', fontWeight: 700 }}
    />
  );
}
