import { RazorpayError, requestError } from '../errors.js';
import { parsePay } from '../requests.js';
import { json, param, route, type Route } from '../router.js';
import { checkoutSignature } from '../signatures.js';
import type { RecordedEvent } from '../webhooks/dispatcher.js';
import type { RouteDeps } from './deps.js';

/**
 * Endpoints that stand in for the customer and for Razorpay's dashboard: no auth, CORS-enabled, so
 * the checkout widget in a browser, e2e tests and people with curl can all drive them.
 */
export function driverRoutes({ store, webhooks, keySecret }: RouteDeps): Route[] {
  return [
    route('POST', '/sandbox/orders/:orderId/pay', 'public', ({ params, body }) => {
      const orderId = param(params, 'orderId');
      if (!store.hasOrder(orderId)) {
        throw new RazorpayError(404, {
          code: 'BAD_REQUEST_ERROR',
          description: 'The id provided does not exist',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: { order_id: orderId },
        });
      }
      const { order, payment } = store.pay(orderId, parsePay(body));
      if (payment.status === 'failed') {
        webhooks.emit('payment.failed', { payment });
        // 402, not 200: a client that only checks `res.ok` cannot mistake a failure for a payment.
        return json(
          {
            error: {
              code: payment.error_code,
              description: payment.error_description,
              source: payment.error_source,
              step: payment.error_step,
              reason: payment.error_reason,
              metadata: { order_id: order.id, payment_id: payment.id },
            },
          },
          402,
        );
      }
      if (payment.status === 'captured') {
        webhooks.emit('payment.captured', { payment });
        webhooks.emit('order.paid', { payment, order });
      } else {
        webhooks.emit('payment.authorized', { payment });
      }
      return json({
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
      });
    }),
    route('GET', '/sandbox/webhooks', 'public', () => json({ entity: 'collection', ...listEvents(webhooks.list()) })),
    route('POST', '/sandbox/webhooks/:eventId/redeliver', 'public', ({ params }) => {
      if (!webhooks.deliveryEnabled) {
        throw requestError(409, 'Webhook delivery is disabled (SANDBOX_WEBHOOK_URL is empty).');
      }
      const record = webhooks.redeliver(param(params, 'eventId'));
      if (!record) throw requestError(404, 'No webhook event with this id was recorded.');
      return json({ id: record.id, event: record.event, queued: true }, 202);
    }),
    route('GET', '/sandbox/health', 'public', () => json({ status: 'ok' })),
  ];
}

function listEvents(records: RecordedEvent[]): { count: number; items: unknown[] } {
  const items = records.map((record) => ({
    id: record.id,
    event: record.event,
    delivered: record.delivered,
    deliveries: record.deliveries,
    body: JSON.parse(record.body) as unknown,
  }));
  return { count: items.length, items };
}
