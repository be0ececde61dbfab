import type { Order, Payment, Refund } from '../entities.js';

/** The entities each event carries; Razorpay's payload has one `{ entity }` wrapper per name. */
export interface EventEntities {
  'payment.authorized': { payment: Payment };
  'payment.captured': { payment: Payment };
  'payment.failed': { payment: Payment };
  'order.paid': { payment: Payment; order: Order };
  'refund.processed': { refund: Refund; payment: Payment };
}

export type WebhookEventName = keyof EventEntities;

export const WEBHOOK_EVENTS: readonly WebhookEventName[] = ['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid', 'refund.processed'];

type EntityName = 'payment' | 'order' | 'refund';

// Order of `contains` as Razorpay sends it.
const CONTAINS: Record<WebhookEventName, EntityName[]> = {
  'payment.authorized': ['payment'],
  'payment.captured': ['payment'],
  'payment.failed': ['payment'],
  'order.paid': ['payment', 'order'],
  'refund.processed': ['refund', 'payment'],
};

export interface WebhookEnvelope {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: EntityName[];
  payload: Partial<Record<EntityName, { entity: Payment | Order | Refund }>>;
  created_at: number;
}

export function buildEnvelope<E extends WebhookEventName>(accountId: string, event: E, entities: EventEntities[E], createdAt: number): WebhookEnvelope {
  const contains = CONTAINS[event];
  const byName = entities as Partial<Record<EntityName, Payment | Order | Refund>>;
  const payload: WebhookEnvelope['payload'] = {};
  for (const name of contains) {
    const entity = byName[name];
    if (entity !== undefined) payload[name] = { entity };
  }
  return { entity: 'event', account_id: accountId, event, contains, payload, created_at: createdAt };
}
