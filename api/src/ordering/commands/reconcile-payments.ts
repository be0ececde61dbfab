import type { Actor } from '../../platform/event-store/event-store.port.js';
import { cancelUnpaidOrder } from './cancel-unpaid-order.js';
import type { PaymentDeps } from './payment-deps.js';

const RECONCILIATION: Actor = { _id: null, email: null, role: 'system', name: 'reconciliation' };
// A payment can land after its order was given up; the provider is asked again for a day.
const LATE_PAYMENT_WINDOW_HOURS = 24;
const BATCH = 200;

/**
 * For orders still waiting for their money longer than the payment timeout, and orders given up
 * for want of payment in the last day: asks the provider what happened and records it. Paid →
 * paid (or, for a cancelled order, restored or refunded by the decider); nothing → cancelled
 * with reason payment_timeout and the stock released.
 */
export async function reconcilePayments(deps: PaymentDeps, timeoutMinutes: number): Promise<{ checked: number }> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `SELECT id FROM orders
     WHERE payment_status IN ('pending', 'failed')
       AND ((status = 'placed' AND created_at < now() - make_interval(mins => $1))
         OR (status = 'cancelled' AND updated_at > now() - make_interval(hours => $2)))
     ORDER BY created_at LIMIT $3`,
    [timeoutMinutes, LATE_PAYMENT_WINDOW_HOURS, BATCH],
  );
  for (const { id } of rows) {
    await cancelUnpaidOrder(deps, { orderId: id, reason: 'payment_timeout', actor: RECONCILIATION, causationId: `job:reconcile:${id}` });
  }
  return { checked: rows.length };
}
