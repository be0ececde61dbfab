import type pg from 'pg';
import type { Actor } from '../../../platform/event-store/event-store.port.js';
import type { OrderHistoryEntry } from '../../order-view.js';

interface HistoryRow {
  field: OrderHistoryEntry['field'];
  from: string | null;
  to: string;
  actor: Actor;
  reason: string | null;
  at: Date;
  revision: string;
}

/** `GET /api/orders/:id/history`: every change of either status, oldest first (an unknown order has none). */
export async function orderHistory(db: Pick<pg.Pool, 'query'>, orderId: string): Promise<OrderHistoryEntry[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT field, "from", "to", actor, reason, at, revision::text AS revision
     FROM order_status_history WHERE order_id = $1 ORDER BY revision, seq`,
    [orderId],
  );
  return rows.map(({ revision, at, ...entry }) => ({ ...entry, at: at.toISOString(), revision: Number(revision) }));
}
