import type { ReturnableOrder } from '@petshop/contract';
import type pg from 'pg';
import { RETURN_TERM_DAYS, returnDeadline } from '../../order/order.js';
import type { OrderView } from '../order-view.js';

/**
 * The customer's delivered orders still inside the term at `now`, newest delivery first. An order
 * in a return is left out by its status and, until that status catches up with the return
 * request (another stream), by the return's own rows; a rejected return does not hold it.
 */
export async function returnableOrders(db: Pick<pg.Pool, 'query'>, customerId: string, now: Date): Promise<ReturnableOrder[]> {
  const { rows } = await db.query<{ view: OrderView; delivered_at: Date }>(
    `SELECT o.view, o.delivered_at FROM orders o
     WHERE o.customer_id = $1 AND o.status = 'delivered' AND o.delivered_at >= $2::timestamptz - make_interval(days => $3)
       AND NOT EXISTS (SELECT 1 FROM returned_order_products p JOIN returns r ON r.id = p.return_id
                       WHERE p.order_id = o.id AND r.status <> 'rejected')
     ORDER BY o.delivered_at DESC, o.id DESC`,
    [customerId, now, RETURN_TERM_DAYS],
  );
  return rows.map(({ view, delivered_at }) => {
    const returnDate = returnDeadline(delivered_at).toISOString();
    return {
      _id: view._id,
      orderNumber: view.orderNumber,
      products: view.products.map(({ productId }) => ({ id: productId._id, name: productId.name, image: productId.images[0] ?? null, returnDate })),
    };
  });
}
