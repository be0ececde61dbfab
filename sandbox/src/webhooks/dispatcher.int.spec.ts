import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import type { Payment } from '../entities.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { WebhookDispatcher, type DispatcherOptions } from './dispatcher.js';

const SECRET = 'whsec_test';
const payment = { id: 'pay_AAAAAAAAAAAAAA', entity: 'payment', amount: 100 } as Payment;

function dispatcher(url: string, over: Partial<DispatcherOptions> = {}): WebhookDispatcher {
  return new WebhookDispatcher({
    url,
    secret: SECRET,
    accountId: 'acc_TestAccount001',
    logger: pino({ level: 'silent' }),
    maxAttempts: 4,
    baseDelayMs: 20,
    timeoutMs: 1_000,
    ...over,
  });
}

/** A URL nothing listens on: bind a port, then free it. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/webhook`;
}

describe('WebhookDispatcher', () => {
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  it('sends a Razorpay envelope signed over the exact raw body', async () => {
    receiver = await startWebhookReceiver();
    const hooks = dispatcher(receiver.url);
    const record = hooks.emit('payment.captured', { payment })!;
    const [delivery] = await receiver.waitFor(1);
    await hooks.idle();

    expect(delivery?.rawBody).toBe(record.body);
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.headers['x-razorpay-event-id']).toBe(record.id);
    expect(validateWebhookSignature(delivery?.rawBody ?? '', String(delivery?.headers['x-razorpay-signature']), SECRET)).toBe(true);
    expect(JSON.parse(delivery?.rawBody ?? '')).toEqual({
      entity: 'event',
      account_id: 'acc_TestAccount001',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: expect.any(Number),
    });
    expect(record.delivered).toBe(true);
  });

  it('retries non-2xx answers with growing delays, keeping the event id, and holds later events back', async () => {
    receiver = await startWebhookReceiver((n) => (n < 2 ? 500 : 200));
    const hooks = dispatcher(receiver.url, { baseDelayMs: 40 });
    const first = hooks.emit('payment.captured', { payment })!;
    const second = hooks.emit('payment.failed', { payment })!;
    const deliveries = await receiver.waitFor(4);
    await hooks.idle();

    expect(deliveries.map((d) => d.headers['x-razorpay-event-id'])).toEqual([first.id, first.id, first.id, second.id]);
    expect(deliveries.map((d) => d.answeredWith)).toEqual([500, 500, 200, 200]);
    expect(new Set(deliveries.slice(0, 3).map((d) => d.rawBody)).size).toBe(1);
    const times = first.deliveries.map((d) => Date.parse(d.at));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(35);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(75);
    expect(first.deliveries.map((d) => d.status)).toEqual([500, 500, 200]);
  });

  it('retries connection errors and gives up after maxAttempts', async () => {
    const hooks = dispatcher(await deadUrl(), { maxAttempts: 3, baseDelayMs: 5 });
    const record = hooks.emit('payment.captured', { payment })!;
    await hooks.idle();
    expect(record.delivered).toBe(false);
    expect(record.deliveries).toHaveLength(3);
    expect(record.deliveries.every((d) => d.error !== undefined)).toBe(true);
  });

  it('redelivers a recorded event with the same id and body', async () => {
    receiver = await startWebhookReceiver();
    const hooks = dispatcher(receiver.url);
    const record = hooks.emit('order.paid', { payment, order: { id: 'order_AAAAAAAAAAAAAA' } as never })!;
    expect(hooks.redeliver(record.id)).toBe(record);
    expect(hooks.redeliver('nope')).toBeUndefined();
    const [one, two] = await receiver.waitFor(2);
    expect(two?.headers['x-razorpay-event-id']).toBe(one?.headers['x-razorpay-event-id']);
    expect(two?.rawBody).toBe(one?.rawBody);
    expect(JSON.parse(one?.rawBody ?? '').contains).toEqual(['payment', 'order']);
  });

  it('delivers one event after another over one kept-alive connection, and closes it on stop', async () => {
    receiver = await startWebhookReceiver();
    const hooks = dispatcher(receiver.url);
    for (const event of ['payment.authorized', 'payment.captured', 'order.paid'] as const)
      hooks.emit(event, { payment, order: { id: 'order_AAAAAAAAAAAAAA' } as never });
    await receiver.waitFor(3);
    expect(receiver.connections).toBe(1);
    await hooks.stop(); // receiver.close() in afterEach would hang on a connection left open
  });

  it('sends only the events the webhook is subscribed to, and records no other', async () => {
    receiver = await startWebhookReceiver();
    const hooks = dispatcher(receiver.url, { events: new Set(['payment.captured', 'payment.failed'] as const) });
    expect(hooks.emit('payment.authorized', { payment })).toBeUndefined();
    const captured = hooks.emit('payment.captured', { payment });
    expect(hooks.emit('order.paid', { payment, order: { id: 'order_AAAAAAAAAAAAAA' } as never })).toBeUndefined();
    await receiver.waitFor(1);
    await hooks.idle();
    expect(receiver.received.map((delivery) => JSON.parse(delivery.rawBody).event)).toEqual(['payment.captured']);
    expect(hooks.list()).toEqual([captured]);
  });

  it('records but does not deliver when the URL is empty', async () => {
    const hooks = dispatcher('');
    const record = hooks.emit('payment.failed', { payment })!;
    await hooks.idle();
    expect(hooks.deliveryEnabled).toBe(false);
    expect(hooks.list()).toEqual([record]);
    expect(record.deliveries).toEqual([]);
  });

  it('stops promptly, cancelling pending retries instead of waiting them out', async () => {
    receiver = await startWebhookReceiver(() => 503);
    const hooks = dispatcher(receiver.url, { baseDelayMs: 60_000 });
    hooks.emit('payment.captured', { payment });
    hooks.emit('order.paid', { payment, order: {} as never });
    await receiver.waitFor(1);
    const started = Date.now();
    await hooks.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(receiver.received).toHaveLength(1);
  });
});
