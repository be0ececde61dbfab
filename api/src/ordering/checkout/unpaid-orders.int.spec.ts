import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../platform/config.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { type CommandWorld, commandWorld, given } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import { captured, placed, shopper } from '../testing/order-events.fixture.js';
import { UnpaidOrders } from './unpaid-orders.js';

// The count behind the limits on unpaid orders, against the real Postgres and event store: given
// these rows and these orders' streams, when a placer asks for a place, then it holds one or is refused.
describe('UnpaidOrders', () => {
  let world: CommandWorld;
  let unpaid: UnpaidOrders;
  beforeAll(async () => {
    world = await commandWorld('unpaid_orders_count');
    unpaid = new UnpaidOrders(world.pool, world.store, loadConfig({ NODE_ENV: 'test', UNPAID_ORDERS_PER_CUSTOMER: '2', UNPAID_ORDERS_PER_ADDRESS: '3' }));
  });
  afterAll(() => world.close());

  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => null,
      (error: unknown) => (error instanceof Rejection ? { kind: error.kind, message: error.message, retryAfter: error.retryAfterSeconds } : error),
    );
  /** Given: the row a placement `ageSeconds` ago left for this order, and its events, if any. */
  async function heldOrder(customerId: string, ageSeconds: number, events: 'none' | 'placed' | 'paid' | 'cancelled') {
    const orderId = randomUUID();
    await unpaid.keep(orderId, { customerId, clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}` });
    await world.pool.query('UPDATE unpaid_orders SET placed_at = now() - make_interval(secs => $2) WHERE order_id = $1', [orderId, ageSeconds]);
    const metadata = { actor: shopper(customerId), correlationId: orderId, causationId: 'test' };
    const cancelled = { type: 'OrderCancelled', data: { from: 'placed', reason: 'customer', note: null, at: new Date().toISOString() } };
    const history = {
      none: [],
      placed: [placed({ orderId })],
      paid: [placed({ orderId }), captured(orderId, 2948)],
      cancelled: [placed({ orderId }), cancelled],
    };
    if (events !== 'none') await given(world.store, orderStream(orderId), history[events], metadata);
    return orderId;
  }

  it('refuses a third unpaid order of a customer, with Retry-After when the older of the two times out', async () => {
    const customerId = randomUUID();
    await heldOrder(customerId, 25 * 60, 'placed');
    await heldOrder(customerId, 5 * 60, 'placed');
    const refused = await refusal(unpaid.hold(randomUUID(), { customerId, clientAddress: '192.0.2.1' }));
    expect(refused).toEqual({
      kind: 'too_many_requests',
      message: 'You have 2 orders awaiting payment: pay or cancel one before placing another',
      retryAfter: expect.any(Number),
    });
    // The older was placed 25 minutes ago: the payment timeout (30) cancels it in 5.
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(5 * 60 - 30);
    expect((refused as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(5 * 60);
  });

  it('counts no order its stream shows paid or cancelled, nor a placement that recorded none in two minutes, and drops their rows', async () => {
    const customerId = randomUUID();
    const settled = [await heldOrder(customerId, 60, 'paid'), await heldOrder(customerId, 60, 'cancelled'), await heldOrder(customerId, 180, 'none')];
    const running = await heldOrder(customerId, 10, 'none');
    await unpaid.hold(randomUUID(), { customerId, clientAddress: '192.0.2.2' });
    const { rows } = await world.pool.query('SELECT order_id FROM unpaid_orders WHERE order_id = ANY($1)', [[...settled, running]]);
    expect(rows).toEqual([{ order_id: running }]);
    // The running placement and the new order fill the customer's two places.
    expect(await refusal(unpaid.hold(randomUUID(), { customerId, clientAddress: '192.0.2.2' }))).toMatchObject({ kind: 'too_many_requests' });
  });

  it('counts an address by its keyed hash, never in clear, an IPv6 client by its /64, and not against another address', async () => {
    const address = '2001:db8:1:2::10';
    for (let i = 0; i < 3; i++) await unpaid.hold(randomUUID(), { customerId: randomUUID(), clientAddress: i === 1 ? '2001:db8:1:2:ffff::1' : address });
    const refused = await refusal(unpaid.hold(randomUUID(), { customerId: randomUUID(), clientAddress: '2001:db8:1:2::99' }));
    expect(refused).toMatchObject({ kind: 'too_many_requests', message: expect.stringMatching(/^Too many orders from your network are awaiting payment/) });
    await unpaid.hold(randomUUID(), { customerId: randomUUID(), clientAddress: '2001:db8:1:3::10' });
    const { rows } = await world.pool.query("SELECT count(*)::int AS n FROM unpaid_orders WHERE address_hash LIKE '%:%' OR address_hash LIKE '%.%'");
    // A hash (base64url) has neither an IPv6 address's colons nor an IPv4 address's dots.
    expect(rows[0].n).toBe(0);
  });

  it('never counts an order against itself: a retry of its placement holds the same place', async () => {
    const customerId = randomUUID();
    const orderId = randomUUID();
    await heldOrder(customerId, 60, 'placed');
    await unpaid.hold(orderId, { customerId });
    await unpaid.hold(orderId, { customerId });
    expect((await world.pool.query('SELECT count(*)::int AS n FROM unpaid_orders WHERE customer_id = $1', [customerId])).rows[0].n).toBe(2);
  });
});
