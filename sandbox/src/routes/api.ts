import { collection } from '../entities.js';
import { inputError } from '../errors.js';
import { parseCapture, parseCreateOrder, parseIdempotencyKey, parseRefund } from '../requests.js';
import { json, param, route, type Route } from '../router.js';
import type { RouteDeps } from './deps.js';

/** The subset of api.razorpay.com/v1 the shop's razorpay SDK calls. All answer 200 on success, like Razorpay. */
export function apiRoutes({ store, webhooks }: RouteDeps): Route[] {
  return [
    route('POST', '/v1/orders', 'api', ({ body }) => json(store.createOrder(parseCreateOrder(body)))),
    route('GET', '/v1/orders/:id', 'api', ({ params }) => json(store.getOrder(param(params, 'id')))),
    route('GET', '/v1/orders/:id/payments', 'api', ({ params }) => json(collection(store.listOrderPayments(param(params, 'id'))))),
    route('GET', '/v1/payments/:id', 'api', ({ params }) => json(store.getPayment(param(params, 'id')))),
    route('POST', '/v1/payments/:id/capture', 'api', ({ params, body }) => {
      const { order, payment } = store.capture(param(params, 'id'), parseCapture(body));
      webhooks.emit('payment.captured', { payment });
      webhooks.emit('order.paid', { payment, order });
      return json(payment);
    }),
    route('POST', '/v1/payments/:id/refund', 'api', ({ params, body, headers }) => {
      const paymentId = param(params, 'id');
      const idempotencyKey = parseIdempotencyKey(headers['x-refund-idempotency']);
      const input = parseRefund(body, store.getPayment(paymentId).currency);
      const { refund, payment, created } = store.refund(paymentId, input, idempotencyKey);
      if (created) webhooks.emit('refund.processed', { refund, payment });
      return json(refund);
    }),
    route('GET', '/v1/payments/:id/refunds', 'api', ({ params, query }) => json(collection(page(store.listPaymentRefunds(param(params, 'id')), query)))),
    route('GET', '/v1/payments/:id/refunds/:refundId', 'api', ({ params }) => json(store.getRefund(param(params, 'refundId'), param(params, 'id')))),
    route('GET', '/v1/refunds/:id', 'api', ({ params }) => json(store.getRefund(param(params, 'id')))),
  ];
}

/** Razorpay's `count` (1..100, default 10) and `skip` (default 0) pagination. */
function page<T>(items: T[], query: URLSearchParams): T[] {
  const count = queryInt(query, 'count', 10);
  const skip = queryInt(query, 'skip', 0);
  if (count < 1 || count > 100) throw inputError('The count must be between 1 and 100.', 'count');
  return items.slice(skip, skip + count);
}

function queryInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw inputError(`The ${name} must be an integer.`, name);
  return Number(raw);
}
