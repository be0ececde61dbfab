import type { Actor, StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { followerName, type Projection, type ReadModelStatement } from '../../../platform/projections/projection.js';
import type { Reimbursement, ReturnRequested, ReturnStatus } from '../../events.js';
import { evolveReturn, initialReturn, returnStream } from '../../return.js';
import { isReturnEvent } from '../../return-event-guard.js';
import { toReturnView, type ReturnHistoryEntry, type StoredReturnView } from '../../return-view.js';

/**
 * One row per return with the contract's Return as `view`, and one row per returned product so the
 * returnable orders can leave out an order already in a return. The request writes the whole view
 * (from the domain's own evolve and view); a later event appends its history entry and sets the
 * status, and the refund adds what it left the shopper. `revision < $2` makes a replay a no-op.
 */
export const returnsProjection: Projection = {
  name: followerName('returns'),
  tables: ['returns', 'returned_order_products'],
  project(stored: StoredEvent, table): ReadModelStatement[] {
    const returnId = returnStream.idOf(stored.streamId);
    if (!returnId || !isReturnEvent(stored)) return []; // another stream, or an event of another kind on a return-like stream name
    const returns = table('returns');
    switch (stored.type) {
      case 'ReturnRequested':
        return request(returns, table('returned_order_products'), returnId, stored);
      case 'ReturnStatusChanged':
        return [change(returns, returnId, stored, historyEntry(stored.metadata.actor, stored.data, stored.data.to), {})];
      case 'ReturnRefunded':
        return [
          change(returns, returnId, stored, historyEntry(stored.metadata.actor, stored.data, 'refunded'), reimbursementFields(stored.data.reimbursement)),
        ];
      default: {
        const unhandled: never = stored;
        return unhandled;
      }
    }
  },
};

function request(returns: string, products: string, returnId: string, stored: StoredEvent & ReturnRequested): ReadModelStatement[] {
  const state = evolveReturn(initialReturn(), stored);
  if (state.status === 'none') throw new Error('ReturnRequested must request the return'); // evolveReturn's contract
  const view = toReturnView(state, [stored]);
  const returned = state.orders.flatMap((order) =>
    order.products.map((product) => ({ order_id: order.orderId, product_id: product.productId, quantity: product.quantity })),
  );
  return [
    {
      text: `INSERT INTO ${returns} (id, return_number, customer_id, status, view, created_at, updated_at, revision)
             VALUES ($1, $2, $3, $4, $5, $6, $6, $7) ON CONFLICT (id) DO NOTHING`,
      values: [returnId, state.returnNumber, state.customer._id, state.status, JSON.stringify(view), state.createdAt, stored.revision.toString()],
    },
    {
      text: `INSERT INTO ${products} (return_id, order_id, product_id, quantity)
             SELECT $1, order_id, product_id, quantity FROM jsonb_to_recordset($2::jsonb) AS p(order_id text, product_id text, quantity int)
             ON CONFLICT DO NOTHING`,
      values: [returnId, JSON.stringify(returned)],
    },
  ];
}

function change(returns: string, returnId: string, stored: StoredEvent, entry: ReturnHistoryEntry, extra: Partial<StoredReturnView>): ReadModelStatement {
  return {
    text: `UPDATE ${returns} SET status = $3::text, updated_at = $4::timestamptz, revision = $2,
             view = view || jsonb_build_object('status', $3::text, 'history', (view -> 'history') || jsonb_build_array($5::jsonb)) || $6::jsonb
           WHERE id = $1 AND revision < $2`,
    values: [returnId, stored.revision.toString(), entry.to, entry.at, JSON.stringify(entry), JSON.stringify(extra)],
  };
}

/** An entry as `toReturnView` (return-view.ts) writes it; returns.projection.int.spec.ts checks the two agree. */
const historyEntry = (actor: Actor, { from, note, at }: { from: ReturnStatus; note: string | null; at: string }, to: ReturnStatus): ReturnHistoryEntry => ({
  from,
  to,
  actor,
  note,
  at,
});

/** What a refund leaves on the Return besides its status, as `toReturnView` shows it. */
function reimbursementFields(reimbursement: Reimbursement): Partial<StoredReturnView> {
  switch (reimbursement.method) {
    case 'store voucher':
      return { voucherCode: reimbursement.voucherCode };
    case 'replacement product':
      return { replacementOrderId: reimbursement.replacementOrderId };
    case 'refund':
      return {}; // the order's paymentStatus tells the refund
    default: {
      const unhandled: never = reimbursement;
      void unhandled;
      return {};
    }
  }
}
