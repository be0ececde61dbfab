import type { Upcaster } from '../platform/event-store/upcasting-event-store.js';
import { type EventData, withData } from '../platform/event-store/upcasters.js';

/** OrderPlaced once carried the shopper's email and name, and the shipping address (now in `order_shipping_addresses`). */
export const orderPlacedWithoutPersonalData: Upcaster = (event) => {
  if (event.type !== 'OrderPlaced') return event;
  const { shippingAddress, customer, ...data } = event.data as EventData & { customer?: { _id: string }; shippingAddress?: unknown };
  const extra = customer !== undefined && Object.keys(customer).length > 1;
  if (shippingAddress === undefined && !extra) return event;
  return withData(event, { ...data, customer: customer && { _id: customer._id } });
};
