import type pg from 'pg';
import type { Actor } from '@petshop/contract';
import type { OrderHistoryEntry } from '../order-view.js';

interface HistoryRow {
  field: OrderHistoryEntry['field'];
  from: string | null;
  to: string;
  actor: Actor;
  reason: string | null;
  at: Date;
  revision: string;
}

/** `GET /api/orders/:id/history`: every change of either status, oldest first (an unknown order has none), each actor as the account stands now. */
export async function orderHistory(db: Pick<pg.Pool, 'query'>, orderId: string): Promise<OrderHistoryEntry[]> {
  const { rows } = await db.query<HistoryRow>(
    // The revision leaves as text (a bigint); the sort is on the table's number, not the output's text.
    `SELECT field, "from", "to", actor_view(actor) AS actor, reason, at, h.revision::text AS revision
     FROM order_status_history h WHERE order_id = $1 ORDER BY h.revision, h.seq`,
    [orderId],
  );
  return rows.map(({ revision, at, ...entry }) => ({ ...entry, at: at.toISOString(), revision: Number(revision) }));
}
