import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@petshop/contract';
import { formatRupees } from '../../lib/formatRupees';
import { OrderLine } from './OrderLine';
import { OrderDocuments } from './OrderDocuments';
import { OrderParcels } from './OrderParcels';
import { OrderStatusChip, PaymentStatusChip } from './statusChips';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** An order's id is shown as its last 9 characters: enough to tell orders apart, short enough to read out. */
export const shortOrderId = (id: string) => id.slice(-9);

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** One order in the profile: its lines, date, totals and both statuses, and the order number its mails, parcels and invoice name. */
export function OrderCard({ order }: { order: Order }) {
  const id = shortOrderId(order._id);
  const { voucher } = order;
  return (
    <Card component="article" aria-labelledby={`order-${order._id}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box>
          <Typography id={`order-${order._id}`} variant="h3" sx={{ fontSize: '1.1rem !important' }}>
            Order #{id}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Placed on {formatDate(order.createdAt)} · {order.orderNumber}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <OrderStatusChip status={order.orderStatus} />
          <PaymentStatusChip status={order.paymentStatus} />
        </Stack>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {order.products.map((line) => (
          <OrderLine key={line.productId._id} line={line} />
        ))}
      </Box>
      <OrderParcels order={order} />
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <OrderDocuments order={order} />
          {voucher && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Voucher {voucher.code}: −{formatRupees(voucher.amount)}
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontWeight: 800 }}>Total {formatRupees(order.totalAmount)}</Typography>
      </Box>
    </Card>
  );
}
