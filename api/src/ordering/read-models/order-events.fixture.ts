// Given-events builders shared by the ordering read models' specs (no I/O, no test framework).
import type { Actor, StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { Projection } from '../../platform/projections/projection.js';
import type { OrderEvent, OrderLine, OrderPlaced } from '../events.js';
import { orderStream } from '../order.js';

export const at = (day: number, minute = 0): string => new Date(Date.UTC(2026, 10, day, 10, minute)).toISOString();

export const shopper = (id: string): Actor => ({ _id: id, email: `${id}@example.in`, role: 'customer' });
export const staff: Actor = { _id: 's-1', email: 'ravi@petshop.in', role: 'staff' };
export const razorpay: Actor = { _id: null, email: null, role: 'provider', name: 'razorpay' };

export const kibble: OrderLine = { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, quantity: 2, image: '/media/k.svg', colors: [] };
export const collar: OrderLine = { productId: 'p-collar', name: 'Cat collar', unitPrice: 349, quantity: 1, image: null, colors: [{ name: 'Red', value: '#c00' }] };

export interface Placement {
  orderId: string;
  orderNumber?: string;
  customer?: { _id: string; email: string; firstName: string; lastName: string };
  lines?: OrderLine[];
  at?: string;
}

export function placed({ orderId, orderNumber = `ORD-${orderId}`, customer, lines = [kibble, collar], at: when = at(1) }: Placement): OrderPlaced {
  const totalPaise = lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0);
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      orderNumber,
      customer: customer ?? { _id: 'u-1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' },
      lines,
      totalAmount: totalPaise / 100,
      currency: 'INR',
      shippingAddress: { _id: 'a-1', name: 'Asha Rao', mobile: '9876543210', address: '12 MG Road', area: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', zip: '560038' },
      razorpayOrderId: `order_rzp_${orderId}`,
      at: when,
    },
  };
}

/** Numbers each order stream's events and the whole store's positions, as the event store would. */
export class OrderStreams {
  private readonly revisions = new Map<string, bigint>();
  private prepare = 0n;

  record(orderId: string, event: OrderEvent, actor: Actor = staff): StoredEvent {
    const revision = this.revisions.get(orderId) ?? 0n;
    this.revisions.set(orderId, revision + 1n);
    this.prepare += 1n;
    return {
      id: `${orderId}-${revision}`,
      streamId: orderStream(orderId),
      type: event.type,
      data: event.data,
      metadata: { actor, correlationId: 'c', causationId: 'c' },
      revision,
      position: { commit: this.prepare, prepare: this.prepare },
      createdAt: new Date(event.data.at),
    };
  }
}

/** Runs a projection's statements for the events against a database, as the runner does. */
export async function projectInto(db: { query(text: string, values: unknown[]): Promise<unknown> }, projection: Projection, events: readonly StoredEvent[]) {
  for (const event of events) {
    for (const statement of projection.project(event, (name) => name)) await db.query(statement.text, [...statement.values]);
  }
}
