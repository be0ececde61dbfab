import type { NewEvent } from '../../platform/event-store/event-store.port.js';
import { enableMetrics, observeAppended, registry } from '../../platform/metrics/registry.js';
import { parseExposition, sumOf } from '../../platform/testing/exposition.js';
import { checkoutMetrics } from './checkout-metrics.js';

const metadata = { actor: { _id: null, email: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };
const event = (type: string, data: object): NewEvent => ({ type, data, metadata });
const placed = (data: object = {}) => event('OrderPlaced', { totalAmount: 500, razorpayOrderId: 'order_1', ...data });

describe('checkout metrics: what appended order events mean', () => {
  beforeAll(() => enableMetrics('api', [checkoutMetrics]));
  const figures = async () => parseExposition(await registry.metrics());

  it('counts placements, payments, cancellations by reason and refunds, each event once, and only on order streams', async () => {
    const before = await figures();
    observeAppended('order-1', [placed(), event('PaymentCaptured', { amount: 500 })]);
    observeAppended('order-2', [placed(), event('OrderCancelled', { reason: 'payment_dismissed' })]);
    observeAppended('order-3', [placed(), event('OrderCancelled', { reason: 'staff' }), event('RefundRequested', {})]);
    observeAppended('order-3', [event('RefundProcessed', {}), event('RefundFailed', {})]);
    observeAppended('cart-1', [event('OrderPlaced', {}), event('OrderCancelled', { reason: 'staff' })]);
    const after = await figures();
    const grew = (name: string, labels: Record<string, string> = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);

    expect(grew('petshop_checkouts_placed_total')).toBe(3);
    expect(grew('petshop_checkouts_paid_total')).toBe(1);
    expect(grew('petshop_checkouts_cancelled_total', { reason: 'payment_dismissed' })).toBe(1);
    expect(grew('petshop_checkouts_cancelled_total', { reason: 'staff' })).toBe(1);
    expect(grew('petshop_refunds_processed_total')).toBe(1);
    expect(grew('petshop_refunds_failed_total')).toBe(1);
  });

  it('counts an order a voucher paid in full as placed and paid, and a replacement order as neither', async () => {
    const before = await figures();
    observeAppended('order-4', [placed({ razorpayOrderId: null, voucher: { code: 'PSV-1', amount: 500 } })]);
    observeAppended('order-5', [placed({ razorpayOrderId: null, totalAmount: 0, replacementFor: 'return-1' })]);
    const after = await figures();
    expect(sumOf(after, 'petshop_checkouts_placed_total') - sumOf(before, 'petshop_checkouts_placed_total')).toBe(1);
    expect(sumOf(after, 'petshop_checkouts_paid_total') - sumOf(before, 'petshop_checkouts_paid_total')).toBe(1);
  });
});
