import type { ProviderView } from '@petshop/contract';
import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

/** An order's money as the shop recorded it, and the provider's id for the order. */
export type OrderPayment = ProviderView['shop'] & { id: string; orderNumber: string; razorpayOrderId: string | null };

/** An order's money as the orders read model has it, for comparing with the payment provider's record. */
export async function orderPayment(db: Db, orderId: string): Promise<OrderPayment | null> {
  const { rows } = await db.query<OrderPayment>(
    `SELECT id, order_number AS "orderNumber", view -> 'paymentDetails' ->> 'razorpayOrderId' AS "razorpayOrderId", status AS "orderStatus",
       payment_status AS "paymentStatus", payment_id AS "paymentId", total_amount::float8 AS "totalAmount",
       (total_amount - coalesce((view -> 'voucher' ->> 'amount')::numeric, 0))::float8 AS "amountToPay",
       amount_paid::float8 AS "amountPaid", amount_refunded::float8 AS "refundedAmount"
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}
