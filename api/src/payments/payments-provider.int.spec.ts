import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../platform/config.js';
import { eventually } from '../platform/testing/eventually.js';
import { startPaymentsSandbox } from './testing/payments-sandbox.js';
import { createPaymentsProvider, refundIdempotencyKey } from './payments-provider.js';
import { suiteWorld } from '../platform/testing/suite-world.js';

// The provider as the shop uses it: the official SDK, here against the project's sandbox.
describe('payments provider', () => {
  const sandbox = suiteWorld(() => startPaymentsSandbox());

  async function paidPayment(amountPaise: number): Promise<string> {
    const { id } = await sandbox.provider.createOrder(amountPaise, 'PS-TEST', { orderId: 'o-1' });
    return (await sandbox.pay(id)).razorpay_payment_id;
  }

  it("sends a refund's key as Razorpay's idempotency header, so a retried refund returns the first one", async () => {
    const paymentId = await paidPayment(50_000);
    const first = await sandbox.provider.refund(paymentId, 20_000, 'order-1:return:r-1');
    const retried = await sandbox.provider.refund(paymentId, 20_000, 'order-1:return:r-1');
    expect(retried.id).toBe(first.id);
    const other = await sandbox.provider.refund(paymentId, 10_000, 'order-1:return:r-2');
    expect(other.id).not.toBe(first.id);
    const payment = await sandbox.get(`/v1/payments/${paymentId}`);
    expect(payment).toMatchObject({ amount_refunded: 30_000 });
  });

  it('makes keys Razorpay accepts: 10 or more letters, digits, hyphens or underscores, the same for the same refund', () => {
    const key = refundIdempotencyKey('return:5f0c6c2e-0000-4000-8000-000000000000:9a1b2c3d-0000-4000-8000-000000000000');
    expect(key).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(refundIdempotencyKey('a:b')).toBe(refundIdempotencyKey('a:b'));
    expect(refundIdempotencyKey('a:b')).not.toBe(refundIdempotencyKey('a:c'));
  });

  it("lets an idle connection go before the provider's announced keep-alive ends, instead of racing its close", async () => {
    // A server that says it keeps idle connections 2 s, but would keep them a minute: only the client closing can end one soon.
    const open = new Set<string>();
    const server: Server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=2' });
        response.end(JSON.stringify({ id: 'order_keepalive0001', entity: 'order' }));
      });
    });
    server.keepAliveTimeout = 60_000;
    server.on('connection', (socket) => {
      const peer = `${socket.remoteAddress}:${socket.remotePort}`;
      open.add(peer);
      socket.on('close', () => open.delete(peer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const provider = createPaymentsProvider(loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'sandbox', SANDBOX_URL: url }));
      expect(await provider.createOrder(10_000, 'PS-KEEPALIVE', { orderId: 'o-keepalive' })).toEqual({ id: 'order_keepalive0001' });
      expect(open.size).toBe(1);
      await eventually(() => expect(open.size).toBe(0), 10_000, 100);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
