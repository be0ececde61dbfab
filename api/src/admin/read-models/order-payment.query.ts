import type pg from 'pg';
import type { ShopPayment } from '../../payments/index.js';

type Db = Pick<pg.Pool, 'query'>;

/** An order's money as the shop recorded it (the orders read model), for comparing with the payment provider's record. */
export async function orderPayment(db: Db, orderId: string): Promise<(ShopPayment & { id: string; orderNumber: string }) | null> {
  const { rows } = await db.query<ShopPayment & { id: string; orderNumber: string }>(
    `SELECT id, order_number AS "orderNumber", view -> 'paymentDetails' ->> 'razorpayOrderId' AS "razorpayOrderId", status AS "orderStatus",
       payment_status AS "paymentStatus", payment_id AS "paymentId", total_amount::float8 AS "totalAmount",
       (total_amount - coalesce((view -> 'voucher' ->> 'amount')::numeric, 0))::float8 AS "amountToPay",
       amount_paid::float8 AS "amountPaid", amount_refunded::float8 AS "refundedAmount"
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}
