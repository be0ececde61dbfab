import type { Fulfilment } from '@petshop/contract';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import type { OrderStatus, ShipmentLine, ShipmentSent } from '../events.js';
import type { PlacedOrder } from './order.js';

// An order's parcels: what each one took, and what is left to ship.

/** A parcel as the order keeps it: what ShipmentSent said, and when it was delivered. */
export interface Parcel {
  shipmentId: string;
  carrier: string | null;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: readonly ShipmentLine[];
  by: Actor;
  shippedAt: string;
  deliveredAt: string | null;
}

/** The parcel a ShipmentSent records (the projections build it the same way). */
export const parcelOf = ({ shipmentId, carrier, carrierName, trackingNumber, trackingUrl, lines, by, at }: ShipmentSent['data']): Parcel => ({
  shipmentId,
  carrier,
  carrierName,
  trackingNumber,
  trackingUrl,
  lines,
  by,
  shippedAt: at,
  deliveredAt: null,
});

/** The fulfilment an order's move to a status sets: every line gone, or every parcel delivered; other moves leave it. */
export const fulfilmentAfter = (status: OrderStatus): Fulfilment | null => (status === 'shipped' || status === 'delivered' ? status : null);

/** How many of each product are still to ship: the lines less what the parcels took. */
export function leftToShip(order: PlacedOrder): Map<string, number> {
  // An order shipped before parcels were recorded has none, and nothing left.
  const gone = order.fulfilment === 'shipped' || order.fulfilment === 'delivered';
  const left = new Map(order.lines.map((line) => [line.productId, gone ? 0 : line.quantity]));
  for (const parcel of order.shipments) for (const line of parcel.lines) left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  return left;
}
