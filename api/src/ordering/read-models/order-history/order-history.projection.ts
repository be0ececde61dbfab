import type { ReadModelStatement } from '../../../platform/projections/projection.js';
import { orderProjection, type OrderStreamEvent } from '../order-stream.js';
import { refundedStatusSql, statusEffect, type ChangeReason, type StatusEffect } from '../../order/order-status.js';

type Field = 'orderStatus' | 'paymentStatus';
/** The order `historyEntries` lists the two changes one event may make in. */
const SEQ: Record<Field, number> = { orderStatus: 0, paymentStatus: 1 };

interface Tables {
  readonly history: string;
  readonly ledger: string;
}

/**
 * Every change of an order's orderStatus or paymentStatus, one row each. An event only says what it
 * sets a field to; the row's `from` is the latest `to` already written for that field, and nothing
 * is written when the two agree (an event that changes neither, or a field it leaves alone). The
 * ledger keeps what a processed refund is judged by: what was paid, refunded, and why each refund
 * was asked for. Rows are keyed by revision and the ledger is guarded by it: a replay is a no-op.
 */
export const orderHistoryProjection = orderProjection('order-history', ['order_status_history', 'order_history_ledger'], (found, table) => {
  const tables: Tables = { history: table('order_status_history'), ledger: table('order_history_ledger') };
  // Entries first: a processed refund is judged by the ledger as it stood before the event.
  return [...entries(tables, found, statusEffect(found.event)), ...ledgerChange(tables.ledger, found)];
});

function entries(tables: Tables, { orderId, event, stored }: OrderStreamEvent, effect: StatusEffect): ReadModelStatement[] {
  const fields = (['orderStatus', 'paymentStatus'] as const).filter((field) => effect[field] !== undefined);
  // $1 order, $2 revision, $3 seq, $4 field, $5 actor, $6 at; the new value's query uses $7 and $8.
  const common = (field: Field) => [orderId, stored.revision.toString(), SEQ[field], field, JSON.stringify(stored.metadata.actor), event.data.at];
  const placement = event.type === 'OrderPlaced';
  return fields.map((field) => {
    const next = nextValue(tables.ledger, effect[field]!, effect.reason);
    // Before a placement there is no previous row, so nothing is listed for a stray event.
    const previous = placement
      ? `(SELECT NULL::text AS "to") prev`
      : `(SELECT "to" FROM ${tables.history} WHERE order_id = $1::text AND field = $4::text AND revision < $2::bigint ORDER BY revision DESC LIMIT 1) prev`;
    return {
      text: `INSERT INTO ${tables.history} (order_id, revision, seq, field, "from", "to", actor, reason, at)
             SELECT $1::text, $2::bigint, $3::smallint, $4::text, prev."to", next."to", $5::jsonb, next.reason, $6::timestamptz
             FROM ${previous}, (${next.text}) next
             WHERE next."to" IS DISTINCT FROM prev."to"
             ON CONFLICT DO NOTHING`,
      values: [...common(field), ...next.values],
    };
  });
}

/** A one-row query of the field's new value and the change's reason. */
function nextValue(ledger: string, to: NonNullable<StatusEffect[Field]>, reason: ChangeReason): ReadModelStatement {
  if (typeof to === 'object') {
    return {
      text: `SELECT ${refundedStatusSql('amount_refunded + $7::numeric', 'amount_paid')} AS "to",
                    ${'ofRefund' in reason ? `refund_reasons ->> $8::text` : '$8::text'} AS reason
             FROM ${ledger} WHERE order_id = $1::text`,
      values: [to.refundOf, reasonValue(reason)],
    };
  }
  return { text: `SELECT $7::text AS "to", $8::text AS reason`, values: [to, reasonValue(reason)] };
}

const reasonValue = (reason: ChangeReason) => ('ofRefund' in reason ? reason.ofRefund : reason.text);

/** What the ledger learns from each event: the SQL twin of the amounts `evolveOrder` keeps. */
function ledgerChange(ledger: string, { orderId, event, stored }: OrderStreamEvent): ReadModelStatement[] {
  const revision = stored.revision.toString();
  const guarded = (sets: string, values: unknown[]): ReadModelStatement[] => [
    { text: `UPDATE ${ledger} SET ${sets}, revision = $2 WHERE order_id = $1 AND revision < $2`, values: [orderId, revision, ...values] },
  ];
  switch (event.type) {
    case 'OrderPlaced':
      return [{ text: `INSERT INTO ${ledger} (order_id, revision) VALUES ($1, $2) ON CONFLICT DO NOTHING`, values: [orderId, revision] }];
    case 'PaymentCaptured':
      return guarded('amount_paid = $3', [event.data.amount]);
    case 'RefundRequested':
      return guarded('refund_reasons = refund_reasons || jsonb_build_object($3::text, $4::text)', [event.data.refundKey, event.data.reason]);
    case 'RefundProcessed':
      return guarded('amount_refunded = amount_refunded + $3::numeric', [event.data.amount]);
    case 'PaymentFailed':
    case 'OrderStatusChanged':
    case 'OrderCancelled':
    case 'OrderRestored':
    case 'RefundFailed':
    case 'VoucherReleased':
    case 'ShipmentSent':
    case 'ShipmentDelivered':
    case 'InvoiceIssued':
    case 'CreditNoteIssued':
      return [];
    default: {
      const unhandled: never = event;
      void unhandled;
      return [];
    }
  }
}
