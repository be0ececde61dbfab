import { Counter } from 'prom-client';
import type { NewEvent } from '../../platform/event-store/event-store.port.js';
import type { MetricGroup } from '../../platform/metrics/registry.js';
import { orderStream } from '../order/order.js';
import { isOrderEvent } from '../order/order-event-guard.js';
import { placementStatus } from '../order/order-status.js';

const placed = new Counter({ name: 'petshop_checkouts_placed_total', help: 'Orders placed by shoppers (replacement orders aside)', registers: [] });
const paid = new Counter({
  name: 'petshop_checkouts_paid_total',
  help: 'Payments captured on orders, and orders a store voucher paid in full when placed',
  registers: [],
});
const cancelled = new Counter({
  name: 'petshop_checkouts_cancelled_total',
  help: 'Orders cancelled, by reason (payment_dismissed, payment_failed, sdk_missing, customer, payment_timeout, staff)',
  labelNames: ['reason'] as const,
  registers: [],
});
const refunded = new Counter({ name: 'petshop_refunds_processed_total', help: 'Refunds the payment provider made', registers: [] });
const refundsFailed = new Counter({
  name: 'petshop_refunds_failed_total',
  help: 'Refunds whose job used up its attempts (recorded on the order and swept again)',
  registers: [],
});

/**
 * Counts what the order streams' new events mean, from the appends that stored them (see
 * MeasuredEventStore): an event is appended exactly once, by whichever process's command decided it
 * (a placement in the API, a capture in the API's webhook or the worker's verify job, a refund in
 * the worker), and a repeated or lost command appends nothing, so the sum over processes counts each
 * once. The worker's reactions would count again whatever they read twice after a restart.
 */
function countOrderEvents(streamId: string, events: readonly NewEvent[]): void {
  if (!orderStream.idOf(streamId)) return;
  for (const event of events) {
    if (!isOrderEvent(event)) continue;
    switch (event.type) {
      case 'OrderPlaced':
        if (event.data.replacementFor) break;
        placed.inc();
        if (placementStatus(event.data).paymentStatus === 'paid') paid.inc();
        break;
      case 'PaymentCaptured':
        paid.inc();
        break;
      case 'OrderCancelled':
        cancelled.labels(event.data.reason).inc();
        break;
      case 'RefundProcessed':
        refunded.inc();
        break;
      case 'RefundFailed':
        refundsFailed.inc();
        break;
    }
  }
}

export const checkoutMetrics: MetricGroup = { metrics: [placed, paid, cancelled, refunded, refundsFailed], observeAppends: countOrderEvents };
