import type { ReadModelStatement } from '../../../platform/projections/projection.js';
import type { OrderEvent, OrderPlaced } from '../../events.js';
import { evolveOrder, initialOrder } from '../../order/order.js';
import { fulfilmentAfter, parcelOf } from '../../order/order-parcels.js';
import { refundedStatusSql, statusEffect, type StatusEffect } from '../../order/order-status.js';
import { shipmentView, toStoredOrderView } from '../order-view.js';
import { orderProjection } from '../order-stream.js';

/**
 * One row per order with the contract's Order as `view`, but for its shipping address: no personal
 * data (the queries join the address and the account's name, which erasure can blank). `project` sees one event at a time and
 * cannot read the row, so a placement writes the whole view (folded by the domain's own evolve),
 * and every later event runs one UPDATE that moves the scalar columns the way `evolveOrder` moves
 * the state (in SQL, so a refund can be compared with what was paid) and writes the view's changing
 * fields from the same expressions. `revision < $2` makes a replayed event a no-op.
 */
export const ordersProjection = orderProjection('orders', ['orders'], ({ orderId, event, stored }, table) => {
  const orders = table('orders');
  if (event.type === 'OrderPlaced') return [placement(orders, orderId, event, stored.revision)];
  const change = columnChange(event);
  if (!change) return []; // an event of another kind on an order-like stream name
  const { at } = event.data;
  // In SET every expression reads the row as it was, so a field of the view takes the expression
  // that moves its column (or the column itself, when the event leaves it alone).
  const after = (column: string) => change.sets[column] ?? column;
  const moves = Object.entries(change.sets).map(([column, expression]) => `${column} = ${expression}, `);
  return [
    {
      text: `UPDATE ${orders} SET ${moves.join('')}updated_at = $3::text::timestamptz, revision = $2,
               view = view || jsonb_build_object(
                 'orderStatus', ${after('status')},
                 'paymentStatus', ${after('payment_status')},
                 'paymentDetails', jsonb_build_object('paymentId', ${after('payment_id')}, 'razorpayOrderId', view #> '{paymentDetails,razorpayOrderId}'),
                 'updatedAt', $3::text)${change.view.map((field) => ` || ${field}`).join('')}
             WHERE id = $1 AND revision < $2`,
      values: [orderId, stored.revision.toString(), at, ...change.values],
    },
  ];
});

function placement(orders: string, orderId: string, event: OrderPlaced, revision: bigint): ReadModelStatement {
  const order = evolveOrder(initialOrder(), event);
  if (order.status === 'none') throw new Error('OrderPlaced must place the order'); // evolveOrder's contract
  const { customer } = order;
  return {
    text: `INSERT INTO ${orders} (id, order_number, customer_id, status, payment_status, payment_id, total_amount, view, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
           ON CONFLICT (id) DO NOTHING`,
    values: [
      orderId,
      order.orderNumber,
      customer._id,
      order.status,
      order.paymentStatus,
      order.paymentId,
      order.totalAmount,
      JSON.stringify(toStoredOrderView(order)),
      order.createdAt,
      revision.toString(),
    ],
  };
}

/** New values of columns, as SQL whose placeholders start at $4 ($1 the order, $2 the revision, $3 the event's time as ISO text). */
interface ColumnChange {
  readonly sets: Readonly<Record<string, string>>;
  /** jsonb objects merged into the view after the statuses: the fields only some events move. */
  readonly view: readonly string[];
  readonly values: readonly unknown[];
}

/** Adds a value to the statement and answers its placeholder. */
type Param = (value: unknown, type: 'text' | 'numeric') => string;

/** What a later event does to the columns: the statuses as `statusEffect` says, the amounts as `evolvePlaced` keeps them. */
function columnChange(event: Exclude<OrderEvent, OrderPlaced>): ColumnChange | null {
  const values: unknown[] = [];
  const param: Param = (value, type) => `$${values.push(value) + 3}::${type}`;
  const amounts = amountColumns(event, param);
  if (!amounts) return null;
  const effect = statusEffect(event);
  return { sets: { ...amounts, ...statusColumns(effect, param) }, view: viewChanges(event, effect, param), values };
}

/** The parcels and the fulfilment, moved as `evolvePlaced` and `withStatuses` move them. */
function viewChanges(event: Exclude<OrderEvent, OrderPlaced>, { orderStatus }: StatusEffect, param: Param): string[] {
  const fulfilment = orderStatus && fulfilmentAfter(orderStatus);
  const changes = fulfilment ? [`jsonb_build_object('fulfilment', ${param(fulfilment, 'text')})`] : [];
  if (event.type === 'ShipmentSent') {
    const parcel = param(JSON.stringify(shipmentView(parcelOf(event.data))), 'text');
    changes.push(
      `jsonb_build_object('shipments', coalesce(view -> 'shipments', '[]') || jsonb_build_array(${parcel}::jsonb), 'fulfilment', 'partially_shipped')`,
    );
  }
  if (event.type === 'InvoiceIssued') {
    const invoice = { number: event.data.number, issuedAt: event.data.issuedAt };
    changes.push(`jsonb_build_object('invoice', ${param(JSON.stringify(invoice), 'text')}::jsonb)`);
  }
  if (event.type === 'CreditNoteIssued') {
    const note = { number: event.data.number, issuedAt: event.data.issuedAt, amount: event.data.amount };
    changes.push(
      `jsonb_build_object('creditNotes', coalesce(view -> 'creditNotes', '[]') || jsonb_build_array(${param(JSON.stringify(note), 'text')}::jsonb))`,
    );
  }
  if (event.type === 'ShipmentDelivered') {
    const shipmentId = param(event.data.shipmentId, 'text');
    changes.push(`jsonb_build_object('shipments', (
      SELECT jsonb_agg(CASE WHEN parcel ->> '_id' = ${shipmentId} THEN parcel || jsonb_build_object('deliveredAt', $3::text) ELSE parcel END ORDER BY n)
      FROM jsonb_array_elements(view -> 'shipments') WITH ORDINALITY AS parcels (parcel, n)))`);
  }
  return changes;
}

function statusColumns({ orderStatus, paymentStatus, delivered }: StatusEffect, param: Param): Record<string, string> {
  const sets: Record<string, string> = {};
  if (orderStatus) sets.status = param(orderStatus, 'text');
  if (delivered) sets.delivered_at = '$3::text::timestamptz';
  if (typeof paymentStatus === 'string') sets.payment_status = param(paymentStatus, 'text');
  // In SET every column reads its value before the update, as evolve reads the order the event found.
  else if (paymentStatus) sets.payment_status = refundedStatusSql(`amount_refunded + ${param(paymentStatus.refundOf, 'numeric')}`, 'amount_paid');
  return sets;
}

function amountColumns(event: Exclude<OrderEvent, OrderPlaced>, param: Param): Record<string, string> | null {
  switch (event.type) {
    case 'PaymentCaptured':
      return { payment_id: param(event.data.paymentId, 'text'), amount_paid: param(event.data.amount, 'numeric') };
    case 'RefundProcessed':
      return { amount_refunded: `amount_refunded + ${param(event.data.amount, 'numeric')}` };
    case 'PaymentFailed':
    case 'OrderStatusChanged':
    case 'OrderCancelled':
    case 'OrderRestored':
    case 'RefundRequested':
    case 'RefundFailed':
    case 'VoucherReleased':
    case 'ShipmentSent':
    case 'ShipmentDelivered':
    case 'InvoiceIssued':
    case 'CreditNoteIssued':
      return {}; // no amount the row keeps moves
    default: {
      const unhandled: never = event;
      void unhandled;
      return null;
    }
  }
}
