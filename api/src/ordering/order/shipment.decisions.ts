import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import type { OrderEvent, ShipmentLine } from '../events.js';
import type { DeliverParcel, ShipParcel } from './order.commands.js';
import { derivedOrderId, type PlacedOrder } from './order.js';
import { isPaid } from './order-amounts.js';
import { leftToShip } from './order-parcels.js';

// Parcels: staff ship some or all of an order's lines with a carrier and mark each parcel delivered.
// The parcel that takes the last line moves the order to shipped, and the delivery of the last parcel
// to delivered, as OrderStatusChanged beside the parcel's own event, so the timeline shows both.

export const SHIPMENT_NOT_FOUND = 'Shipment not found';

/** Why an order cannot take a parcel now, or null when it can: paid, in processing, with something left to ship. */
function shippingRefusal(order: PlacedOrder): string | null {
  if (order.status === 'cancelled') return 'A cancelled order cannot be shipped';
  if (!isPaid(order)) return 'An unpaid order cannot be shipped';
  if (order.fulfilment === 'shipped' || order.fulfilment === 'delivered' || order.status !== 'processing') {
    return order.status === 'placed' ? 'Move the order to processing before shipping it' : 'Every line of this order has already shipped';
  }
  return null;
}

export function shipParcel(order: PlacedOrder, { shipmentId, carrier, lines, by, at }: ShipParcel): OrderEvent[] {
  // A retried request (the same Idempotency-Key makes the same shipment id) finds its parcel sent.
  if (order.shipments.some((parcel) => parcel.shipmentId === shipmentId)) return [];
  const refusal = shippingRefusal(order);
  if (refusal) throw new Rejection('unprocessable', refusal);
  const left = leftToShip(order);
  const parcel = lines ?? everythingLeft(left);
  for (const line of parcel) {
    const remaining = left.get(line.productId);
    if (remaining === undefined) throw new Rejection('unprocessable', `Product ${line.productId} is not in this order`, 'lines');
    if (line.quantity > remaining) {
      const name = order.lines.find((orderLine) => orderLine.productId === line.productId)?.name;
      throw new Rejection('unprocessable', `Only ${remaining} of ${name} left to ship`, 'lines');
    }
  }
  const sent: OrderEvent = {
    type: 'ShipmentSent',
    data: {
      shipmentId,
      carrier: carrier.code,
      carrierName: carrier.name,
      trackingNumber: carrier.trackingNumber,
      trackingUrl: carrier.trackingUrl,
      lines: parcel,
      by,
      at,
    },
  };
  const allGone = parcel.reduce((sum, line) => sum + line.quantity, 0) === unitsLeft(left);
  return allGone ? [sent, statusChange(order, 'shipped', at)] : [sent];
}

export function deliverParcel(order: PlacedOrder, { shipmentId, at }: DeliverParcel): OrderEvent[] {
  const parcel = order.shipments.find((shipment) => shipment.shipmentId === shipmentId);
  if (!parcel) throw new Rejection('not_found', SHIPMENT_NOT_FOUND);
  if (parcel.deliveredAt) throw new Rejection('conflict', 'This parcel is already marked delivered');
  const delivered: OrderEvent = { type: 'ShipmentDelivered', data: { shipmentId, at } };
  const lastOut = order.status === 'shipped' && order.shipments.every((shipment) => shipment === parcel || shipment.deliveredAt);
  return lastOut ? [delivered, statusChange(order, 'delivered', at)] : [delivered];
}

/**
 * The parcels a one-click move implies: to shipped (or further), everything left goes as one parcel
 * without tracking details; to delivered, every parcel not yet delivered is.
 */
export function parcelsOfMove(order: PlacedOrder, to: 'shipped' | 'delivered', by: Actor, at: string): OrderEvent[] {
  const left = everythingLeft(leftToShip(order));
  const sent: OrderEvent[] =
    left.length > 0
      ? [
          {
            type: 'ShipmentSent',
            data: {
              shipmentId: derivedOrderId(`${order.orderId}:parcel:${order.shipments.length + 1}`),
              carrier: null,
              carrierName: null,
              trackingNumber: null,
              trackingUrl: null,
              lines: left,
              by,
              at,
            },
          },
        ]
      : [];
  if (to === 'shipped') return sent;
  const undelivered = [...order.shipments.filter((parcel) => !parcel.deliveredAt).map((parcel) => parcel.shipmentId), ...sent.map(shipmentIdOf)];
  return [...sent, ...undelivered.map((shipmentId): OrderEvent => ({ type: 'ShipmentDelivered', data: { shipmentId, at } }))];
}

const shipmentIdOf = (event: OrderEvent): string => (event.type === 'ShipmentSent' ? event.data.shipmentId : '');

const everythingLeft = (left: Map<string, number>): ShipmentLine[] =>
  [...left].filter(([, quantity]) => quantity > 0).map(([productId, quantity]) => ({ productId, quantity }));

const unitsLeft = (left: Map<string, number>): number => [...left.values()].reduce((sum, quantity) => sum + Math.max(quantity, 0), 0);

const statusChange = (order: PlacedOrder, to: 'shipped' | 'delivered', at: string): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from: order.status, to, reason: null, forced: false, at },
});
