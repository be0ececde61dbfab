import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../platform/config.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { type CommandWorld, commandWorld, given } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import { captured, placed, shopper } from '../testing/order-events.fixture.js';
import { type Redis } from 'ioredis';
import { UnpaidOrders } from './unpaid-orders.js';
import { unpaidOrderKeys } from './unpaid-order-counts.js';

// The count behind the limits on unpaid orders, against the real Redis and event store: given these
// counted orders and their streams, when a placer asks for a place, then it holds one or is refused.
describe('UnpaidOrders', () => {
  let world: CommandWorld;
  let unpaid: UnpaidOrders;
  let redis: Redis;
  let keys: ReturnType<typeof unpaidOrderKeys>;
  beforeAll(async () => {
    world = await commandWorld('unpaid_orders_count');
    const { prefix } = world.redis();
    redis = world.redis().redis;
    keys = unpaidOrderKeys(prefix);
    unpaid = new UnpaidOrders(
      redis,
      world.store,
      loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: prefix, UNPAID_ORDERS_PER_CUSTOMER: '2', UNPAID_ORDERS_PER_ADDRESS: '3' }),
    );
  });
  afterAll(() => world.close());

  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => null,
      (error: unknown) => (error instanceof Rejection ? { kind: error.kind, message: error.message, retryAfter: error.retryAfterSeconds } : error),
    );
  /** Every order counted for the customer. */
  const countedFor = (customerId: string) => redis.zrange(keys.customer(customerId), '0', '-1');
  /** Given: the place a placement `ageSeconds` ago took for this order, and its events, if any. */
  async function heldOrder(customerId: string, ageSeconds: number, events: 'none' | 'placed' | 'paid' | 'cancelled') {
    const orderId = randomUUID();
    await unpaid.keep(orderId, { customerId });
    await redis.zadd(keys.customer(customerId), 'XX', Date.now() - ageSeconds * 1000, orderId);
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

  it('counts no order its stream shows paid or cancelled, nor a placement that recorded none in two minutes, and forgets them', async () => {
    const customerId = randomUUID();
    const settled = [await heldOrder(customerId, 60, 'paid'), await heldOrder(customerId, 60, 'cancelled'), await heldOrder(customerId, 180, 'none')];
    const running = await heldOrder(customerId, 10, 'none');
    const next = randomUUID();
    await unpaid.hold(next, { customerId, clientAddress: '192.0.2.2' });
    expect((await countedFor(customerId)).sort()).toEqual([running, next].sort());
    expect(await redis.exists(...settled.map(keys.order))).toBe(0);
    // The running placement and the new order fill the customer's two places.
    expect(await refusal(unpaid.hold(randomUUID(), { customerId, clientAddress: '192.0.2.2' }))).toMatchObject({ kind: 'too_many_requests' });
  });

  it('counts an address by its keyed hash, never in clear, an IPv6 client by its /64, and not against another address', async () => {
    const address = '2001:db8:1:2::10';
    for (let i = 0; i < 3; i++) await unpaid.hold(randomUUID(), { customerId: randomUUID(), clientAddress: i === 1 ? '2001:db8:1:2:ffff::1' : address });
    const refused = await refusal(unpaid.hold(randomUUID(), { customerId: randomUUID(), clientAddress: '2001:db8:1:2::99' }));
    expect(refused).toMatchObject({ kind: 'too_many_requests', message: expect.stringMatching(/^Too many orders from your network are awaiting payment/) });
    await unpaid.hold(randomUUID(), { customerId: randomUUID(), clientAddress: '2001:db8:1:3::10' });
    const addressKeys = await redis.keys(keys.address('*'));
    expect(addressKeys.length).toBeGreaterThanOrEqual(2);
    // A hash (base64url) has neither an IPv6 address's colons nor an IPv4 address's dots.
    for (const key of addressKeys) expect(key.slice(keys.address('').length)).toMatch(/^[\w-]{43}$/);
  });

  it('never counts an order against itself: a retry of its placement holds the same place', async () => {
    const customerId = randomUUID();
    const orderId = randomUUID();
    await heldOrder(customerId, 60, 'placed');
    await unpaid.hold(orderId, { customerId });
    await unpaid.hold(orderId, { customerId });
    expect(await countedFor(customerId)).toHaveLength(2);
  });

  it('forgets a paid order in every count it was in, and an order that was never counted without harm', async () => {
    const customerId = randomUUID();
    const [paid, waiting] = [randomUUID(), randomUUID()];
    for (const orderId of [paid, waiting]) await unpaid.hold(orderId, { customerId, clientAddress: '203.0.113.9' });
    await unpaid.forget(paid, randomUUID());
    expect(await countedFor(customerId)).toEqual([waiting]);
    const fromAddress = await Promise.all((await redis.keys(keys.address('*'))).map((key) => redis.zrange(key, '0', '-1')));
    expect(fromAddress.filter((orders) => orders.includes(waiting))).toHaveLength(1);
    expect(fromAddress.filter((orders) => orders.includes(paid))).toHaveLength(0);
  });

  it('stops counting an order once the payment timeout and the time a placement is given have passed', async () => {
    const customerId = randomUUID();
    await heldOrder(customerId, 30 * 60 + 121, 'placed');
    await heldOrder(customerId, 30 * 60 + 119, 'placed');
    const next = randomUUID();
    await unpaid.hold(next, { customerId });
    expect(await countedFor(customerId)).toHaveLength(2);
    expect(await countedFor(customerId)).toContain(next);
  });
});
