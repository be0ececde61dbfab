import type pg from 'pg';
import type { ReturnView } from '../../return-view.js';

type Db = Pick<pg.Pool, 'query'>;

/** `GET /api/returns`: the customer's returns, newest first. */
export async function customerReturns(db: Db, customerId: string): Promise<ReturnView[]> {
  const { rows } = await db.query<{ view: ReturnView }>(
    'SELECT with_actor_views(view) AS view FROM returns WHERE customer_id = $1 ORDER BY created_at DESC, id DESC',
    [customerId],
  );
  return rows.map((row) => row.view);
}
