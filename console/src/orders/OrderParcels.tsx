import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@petshop/contract';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { markParcelDelivered, useOrderAction } from './orderApi';
import { Section } from './OrderSummary';
import { leftToShip, when } from './parcels';
import { ShipDialog } from './ShipDialog';
import type { Order } from './types';

/** The order's parcels, oldest first, each with its tracking link and a Delivered action, and Ship for what is left. */
export function OrderParcels() {
  const order = useRecordContext<Order>();
  const [shipping, setShipping] = useState(false);
  if (!order?.shipments) return null;
  const canShip = order.orderStatus === 'processing' && leftToShip(order).some(({ left }) => left > 0);
  return (
    <Section title="Parcels">
      <Stack spacing={1.5}>
        {order.shipments.length === 0 && <Typography color="text.secondary">Nothing shipped yet.</Typography>}
        {order.shipments.map((parcel, index) => (
          <Parcel key={parcel._id} order={order} parcel={parcel} number={index + 1} />
        ))}
        {canShip && (
          <Button variant="contained" onClick={() => setShipping(true)} sx={{ alignSelf: 'start' }}>
            Ship
          </Button>
        )}
      </Stack>
      {shipping && <ShipDialog order={order} onClose={() => setShipping(false)} />}
    </Section>
  );
}

function Parcel({ order, parcel, number }: { order: Order; parcel: Shipment; number: number }) {
  const deliver = useOrderAction(() => markParcelDelivered(String(order.id), parcel._id));
  const names = new Map(order.products.map((line) => [line.productId._id, line.productId.name]));
  return (
    <Box component="article" aria-label={`Parcel ${number}`} sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        Parcel {number}: {parcel.lines.map((line) => `${line.quantity} × ${names.get(line.productId) ?? line.productId}`).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {parcel.trackingNumber ? (
          <>
            {parcel.carrierName} ·{' '}
            <Link href={parcel.trackingUrl ?? undefined} target="_blank" rel="noopener noreferrer">
              {parcel.trackingNumber}
            </Link>
          </>
        ) : (
          'No tracking details (shipped in one click)'
        )}{' '}
        · shipped {when.format(new Date(parcel.shippedAt))}
      </Typography>
      {parcel.deliveredAt ? (
        <Typography variant="body2">Delivered {when.format(new Date(parcel.deliveredAt))}</Typography>
      ) : (
        <Button size="small" onClick={() => deliver.mutate(undefined)} disabled={deliver.isPending} sx={{ mt: 0.5, px: 0 }}>
          Mark delivered
        </Button>
      )}
    </Box>
  );
}
