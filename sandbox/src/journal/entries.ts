import type { Order, Payment, Refund } from '../entities.js';
import type { DeliveryAttempt } from '../webhooks/dispatcher.js';
import type { WebhookEventName } from '../webhooks/events.js';

/**
 * What the journal stores: each entry is one entity as it stands after a change. Replay keeps the
 * last entry per key, so an entry must always carry the entity whole, never a difference. The
 * `kind` names are stored on disk: renaming one makes existing journals unreadable.
 */

export type StoreEntry =
  | { kind: 'order'; order: Order; autoCapture: boolean }
  | { kind: 'payment'; payment: Payment }
  | { kind: 'refund'; refund: Refund }
  | { kind: 'refund-key'; key: string; paymentId: string; fingerprint: string; refundId: string };

/** An emitted event never changes; its delivery state does, so it is kept apart and the body is written once. */
export type WebhookEntry =
  | { kind: 'webhook'; id: string; event: WebhookEventName; body: string; signature: string }
  | { kind: 'webhook-delivery'; id: string; pending: boolean; delivered: boolean; deliveries: DeliveryAttempt[] };

export type JournalEntry = StoreEntry | WebhookEntry;

export type JournalKind = JournalEntry['kind'];

export const JOURNAL_KINDS: readonly JournalKind[] = ['order', 'payment', 'refund', 'refund-key', 'webhook', 'webhook-delivery'];

/** The identity replay and compaction keep the last entry for. */
export function entryKey(entry: JournalEntry): string {
  switch (entry.kind) {
    case 'order':
      return `order:${entry.order.id}`;
    case 'payment':
      return `payment:${entry.payment.id}`;
    case 'refund':
      return `refund:${entry.refund.id}`;
    case 'refund-key':
      return `refund-key:${entry.key}`;
    case 'webhook':
    case 'webhook-delivery':
      return `${entry.kind}:${entry.id}`;
    default: {
      const unknown: never = entry;
      throw new Error(`unknown journal entry ${JSON.stringify(unknown)}`);
    }
  }
}
