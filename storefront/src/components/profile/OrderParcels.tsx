import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Order, Shipment } from '@petshop/contract';
import { formatDate } from './OrderCard';

/** The order's parcels, oldest first: what each holds, its carrier and tracking link, when it left and arrived. */
export function OrderParcels({ order }: { order: Order }) {
  if (order.shipments.length === 0) return null;
  const names = new Map(order.products.map((line) => [line.productId._id, line.productId.name]));
  const count = order.shipments.length;
  return (
    <Box component="section" aria-label={`Parcels of order ${order.orderNumber}`} sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
      {order.shipments.map((parcel, index) => (
        <Box key={parcel._id} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" component="h4">
            {count > 1 ? `Parcel ${index + 1} of ${count}` : 'Parcel'} · {parcel.deliveredAt ? `Delivered on ${formatDate(parcel.deliveredAt)}` : 'On its way'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {parcel.lines.map((line) => `${line.quantity} × ${names.get(line.productId) ?? 'a product'}`).join(', ')}
          </Typography>
          <Tracking parcel={parcel} />
        </Box>
      ))}
    </Box>
  );
}

function Tracking({ parcel }: { parcel: Shipment }) {
  const shipped = `Shipped on ${formatDate(parcel.shippedAt)}`;
  if (!parcel.trackingNumber) return <Typography variant="body2">{shipped}</Typography>;
  return (
    <Typography variant="body2">
      {shipped} with {parcel.carrierName} · Tracking{' '}
      {parcel.trackingUrl ? (
        <Link href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
          {parcel.trackingNumber}
        </Link>
      ) : (
        parcel.trackingNumber
      )}
    </Typography>
  );
}
