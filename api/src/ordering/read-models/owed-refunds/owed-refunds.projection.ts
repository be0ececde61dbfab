import { orderProjection } from '../order-stream.js';

/**
 * One row per refund requested and not yet processed: what the refund sweep (RetryOwedRefunds)
 * looks through for a refund whose job is gone, as every job is when Redis is lost. A failed
 * refund stays owed (it is retried until it goes through).
 */
export const owedRefundsProjection = orderProjection('owed-refunds', ['owed_refunds'], ({ orderId, event }, table) => {
  const owed = table('owed_refunds');
  switch (event.type) {
    case 'RefundRequested':
      return [
        {
          text: `INSERT INTO ${owed} (order_id, refund_key, requested_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          values: [orderId, event.data.refundKey, event.data.at],
        },
      ];
    case 'RefundProcessed':
      return [{ text: `DELETE FROM ${owed} WHERE order_id = $1 AND refund_key = $2`, values: [orderId, event.data.refundKey] }];
    default:
      return [];
  }
});
