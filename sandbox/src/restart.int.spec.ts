import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Razorpay from 'razorpay';
import type { RunningSandbox } from './server.js';
import { KEY_ID, KEY_SECRET, sdkFor, startSandboxWithTestKeys } from './testing/sdk-harness.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  // Answers are compared whole, before and after a restart; typing each shape would add nothing.
  return { status: res.status, body: (await res.json()) as any };
}

describe('razorpay sandbox: state kept across restarts (SANDBOX_STATE_FILE)', () => {
  let dir: string;
  let file: string;
  let receiver: WebhookReceiver;
  let accepting: boolean;
  const running: RunningSandbox[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandbox-restart-'));
    file = path.join(dir, 'state', 'journal.jsonl');
    accepting = true;
    receiver = await startWebhookReceiver(() => (accepting ? 200 : 503));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<{ sandbox: RunningSandbox; rzp: Razorpay }> {
    const sandbox = await startSandboxWithTestKeys(receiver.url, { webhookRetry: { baseDelayMs: 20, maxAttempts: 50 }, stateFile: file });
    running.push(sandbox);
    return { sandbox, rzp: sdkFor(sandbox.url) };
  }

  const pay = (sandbox: RunningSandbox, orderId: string, outcome: 'success' | 'failure') => post(`${sandbox.url}/sandbox/orders/${orderId}/pay`, { outcome });
  const refundWithKey = (sandbox: RunningSandbox, paymentId: string, key: string, body: unknown) =>
    post(`${sandbox.url}/v1/payments/${paymentId}/refund`, body, { Authorization: AUTH, 'X-Refund-Idempotency': key });

  it('brings back orders, payments, refunds and refund idempotency, past a torn last line', async () => {
    const first = await start();
    const order = await first.rzp.orders.create({ amount: 50_000, currency: 'INR', receipt: 'cart_1', notes: { cart: '1' } });
    const failedId = (await pay(first.sandbox, order.id, 'failure')).body.error.metadata.payment_id as string;
    const paymentId = (await pay(first.sandbox, order.id, 'success')).body.razorpay_payment_id as string;
    const manual = await first.rzp.orders.create({ amount: 20_000, currency: 'INR', payment_capture: false });
    const authorizedId = (await pay(first.sandbox, manual.id, 'success')).body.razorpay_payment_id as string;
    const keyed = await refundWithKey(first.sandbox, paymentId, 'return-key-0001', { amount: 10_000, receipt: 'return_1' });
    const byReceipt = await first.rzp.payments.refund(paymentId, { amount: 5_000, receipt: 'return_2' });

    const snapshot = async (rzp: Razorpay) => ({
      order: await rzp.orders.fetch(order.id),
      orderPayments: await rzp.orders.fetchPayments(order.id),
      payment: await rzp.payments.fetch(paymentId),
      failed: await rzp.payments.fetch(failedId),
      refunds: await rzp.payments.fetchMultipleRefund(paymentId),
      refund: await rzp.refunds.fetch(keyed.body.id),
      manual: await rzp.orders.fetch(manual.id),
      authorized: await rzp.payments.fetch(authorizedId),
    });
    const before = await snapshot(first.rzp);
    // The snapshot is worth comparing only if it holds the state built above.
    expect(before.orderPayments.items.map((p: { id: string }) => p.id)).toEqual([paymentId, failedId]);
    expect(before.payment).toMatchObject({ status: 'captured', amount_refunded: 15_000, refund_status: 'partial' });
    expect(before.refunds.items.map((r: { id: string }) => r.id)).toEqual([byReceipt.id, keyed.body.id]);
    expect(before.manual.status).toBe('attempted');
    expect(before.authorized.status).toBe('authorized');

    await first.sandbox.close();
    running.length = 0;
    appendFileSync(file, '[{"kind":"payment","payment":{"id":"pay_Torn'); // a kill in the middle of a write

    const second = await start();
    expect(await snapshot(second.rzp)).toEqual(before);

    // Idempotency survives too: the same key and body, or the same receipt, replay the refund.
    expect(await refundWithKey(second.sandbox, paymentId, 'return-key-0001', { amount: 10_000, receipt: 'return_1' })).toEqual(keyed);
    expect((await refundWithKey(second.sandbox, paymentId, 'return-key-0001', { amount: 9_000 })).status).toBe(400);
    expect(await second.rzp.payments.refund(paymentId, { amount: 5_000, receipt: 'return_2' })).toEqual(byReceipt);
    expect((await second.rzp.payments.fetch(paymentId)).amount_refunded).toBe(15_000);

    // Razorpay's rules hold over the restored state: a paid order stays paid, and a
    // `payment_capture: 0` order is still captured by hand.
    expect((await pay(second.sandbox, order.id, 'success')).status).toBe(409);
    expect(await second.rzp.payments.capture(authorizedId, 20_000, 'INR')).toMatchObject({ status: 'captured' });
    await second.sandbox.close();
    running.length = 0;

    // What changed after the restart (past the torn line) is kept by the next one.
    const third = await start();
    expect(await third.rzp.orders.fetch(manual.id)).toMatchObject({ status: 'paid', amount_paid: 20_000 });
    expect(await third.rzp.orders.fetchPayments(order.id)).toEqual(before.orderPayments);
  });

  it('knows every answered payment without being closed, as after a SIGKILL', async () => {
    const killed = await start();
    const order = await killed.rzp.orders.create({ amount: 30_000, currency: 'INR' });
    const paymentId = (await pay(killed.sandbox, order.id, 'success')).body.razorpay_payment_id as string;

    // The first sandbox is never closed before the second reads the file: nothing may wait for close().
    const next = await start();
    expect(await next.rzp.payments.fetch(paymentId)).toMatchObject({ status: 'captured', order_id: order.id });
    expect(await next.rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 30_000 });
  });

  it('delivers after a restart the webhooks still undelivered, and not the ones delivered', async () => {
    const first = await start();
    const delivered = await first.rzp.orders.create({ amount: 10_000, currency: 'INR' });
    await pay(first.sandbox, delivered.id, 'success');
    await receiver.waitFor(2);
    accepting = false;
    const pending = await first.rzp.orders.create({ amount: 20_000, currency: 'INR' });
    await pay(first.sandbox, pending.id, 'success');
    await receiver.waitFor(3); // the first try of payment.captured, rejected
    await first.sandbox.close();
    running.length = 0;

    const eventIds = (from: number) => receiver.received.slice(from).map((d) => d.headers['x-razorpay-event-id']);
    const rejectedId = eventIds(2)[0];
    const seen = receiver.received.length;
    accepting = true;
    const second = await start();
    await receiver.waitFor(seen + 2);
    // A wrongly repeated delivery would have been made by now.
    await second.sandbox.webhooksIdle();

    const resent = receiver.received.slice(seen).map((d) => JSON.parse(d.rawBody));
    expect(resent.map((event) => event.event)).toEqual(['payment.captured', 'order.paid']);
    expect(resent.every((event) => event.payload.payment.entity.order_id === pending.id)).toBe(true);
    expect(eventIds(seen)[0]).toBe(rejectedId); // the same event, so the shop can tell a retry

    const listed = await (await fetch(`${second.sandbox.url}/sandbox/webhooks`)).json();
    expect(listed.count).toBe(4);
    expect(listed.items.map((item: { delivered: boolean }) => item.delivered)).toEqual([true, true, true, true]);
  });
});
