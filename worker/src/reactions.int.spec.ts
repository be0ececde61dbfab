import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { contexts, loadReactions } from '@petshop/api/contexts';
import { EmptyCartOfPaidOrderCommand, ForgetUnpaidOrderCommand, orderStream, refundJobId } from '@petshop/api/ordering';
import { createLogger, type EventMetadata, REACTIONS_CHECKPOINT } from '@petshop/api/platform';
import { cartSessionStream, cartStream } from '../../api/src/cart/cart.js';
import { ClearCartForOrderCommand, ClearCartForOrderHandler } from '../../api/src/cart/commands/clear-cart-for-order.js';
import { EmptyCartOfPaidOrderHandler } from '../../api/src/ordering/commands/empty-cart-of-paid-order.js';
import { ForgetUnpaidOrderHandler } from '../../api/src/ordering/commands/forget-unpaid-order.js';
import { UnpaidOrders } from '../../api/src/ordering/checkout/unpaid-orders.js';
import { unpaidOrderKeys } from '../../api/src/ordering/checkout/unpaid-order-counts.js';
import { loadConfig } from '../../api/src/platform/config.js';
import { captured, placed, type Placement, refund, shopper } from '../../api/src/ordering/testing/order-events.fixture.js';
import { PgNotifications } from '../../api/src/platform/database/notifications.js';
import { ProjectionWaiter } from '../../api/src/platform/projections/projection-waiter.js';
import { commandBus, commandWorld, eventsIn, given, type CommandWorld } from '../../api/src/platform/testing/command-spec.js';
import { followerPassed, forgetCheckpoint } from '../../api/src/platform/testing/follower-passed.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { reactions } from './reactions.js';

// Given events recorded in the store, then what the worker's reactions did about them: a paid order
// empties its shopper's cart (the one place that does), a refund requested becomes one keyed job;
// reading the same events again (a crash before the checkpoint) repeats nothing.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** What the followers logged as failing (`following $all failed; retrying`), told only when a spec waited in vain. */
const followerErrors: string[] = [];
const logger = createLogger('worker', 'error', { write: (line: string) => void followerErrors.push(line) });
const kibbleInCart = {
  type: 'CartItemAdded',
  data: { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, image: null, color: null, size: null, quantity: 2 },
};

describe("the worker's reactions", () => {
  let world: CommandWorld;
  let queue: Queue;
  let contextReactions: Awaited<ReturnType<typeof loadReactions>>;
  const prefix = `test-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    contextReactions = await loadReactions(contexts);
    world = await commandWorld('reactions');
    queue = new Queue('payments', { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix });
  });
  afterAll(async () => {
    await queue.close();
    await dropRedisPrefix(REDIS_URL, prefix);
    await world.close();
  });

  const follower = () => {
    const carts = commandBus([ClearCartForOrderCommand, new ClearCartForOrderHandler(world.store)]);
    const unpaid = new UnpaidOrders(world.redis().redis, world.store, loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: world.redis().prefix }));
    const commands = commandBus(
      [EmptyCartOfPaidOrderCommand, new EmptyCartOfPaidOrderHandler(world.store, carts)],
      [ForgetUnpaidOrderCommand, new ForgetUnpaidOrderHandler(unpaid)],
    );
    return reactions(world.store, world.pool, queue, commands, logger, contextReactions);
  };

  /** Runs the reactions until their checkpoint has passed the last event of these streams. */
  async function react(...streams: string[]) {
    const running = follower();
    running.start();
    try {
      await followerPassed(world, REACTIONS_CHECKPOINT, streams, followerErrors);
    } finally {
      await running.stop();
    }
  }
  const forget = () => forgetCheckpoint(world, REACTIONS_CHECKPOINT);

  /** Given: a shopper with kibble in the cart and an order of theirs with these events. */
  async function shopperWithOrder(events: (orderId: string) => Parameters<typeof given>[2], placement: Omit<Placement, 'orderId' | 'customer'> = {}) {
    const customer = { _id: randomUUID(), email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' };
    const orderId = randomUUID();
    const metadata: EventMetadata = { actor: shopper(customer._id), correlationId: orderId, causationId: 'test' };
    await given(world.store, cartStream(customer._id), [kibbleInCart], metadata);
    await given(world.store, orderStream(orderId), [placed({ orderId, customer, ...placement }), ...events(orderId)], metadata);
    return { orderId, customer, customerId: customer._id, metadata };
  }
  /** What happened to the shopper's cart over all their sessions (a checkout closes one's books), without the closing and opening. */
  const cartEvents = async (customerId: string) => {
    const sessions = [];
    for (let session = 0; ; session++) {
      const events = await eventsIn(world.store, cartSessionStream(customerId, session));
      if (events.length === 0) break;
      sessions.push(...events);
    }
    return sessions.filter(({ type }) => type !== 'CartOpened' && type !== 'CartClosed').map(({ type, data }) => ({ type, data }));
  };

  it('empties the cart of an order whose payment was captured, once: read again, it leaves what was added since', async () => {
    const { orderId, customerId, metadata } = await shopperWithOrder((id) => [captured(id, 2948)]);
    await react(orderStream(orderId));
    // The shopper's next add opens the session the checkout closed empty, carrying the order it was emptied for.
    const opened = { type: 'CartOpened', data: { session: 1, lines: [], checkedOut: [orderId] } };
    await given(world.store, cartSessionStream(customerId, 1), [opened, kibbleInCart], metadata);
    await forget();
    await react(orderStream(orderId), cartSessionStream(customerId, 1));

    expect(await cartEvents(customerId)).toEqual([kibbleInCart, { type: 'CartCleared', data: { reason: 'checkout', orderId } }, kibbleInCart]);
    const [, cleared] = await eventsIn(world.store, cartStream(customerId));
    expect(cleared!.metadata).toEqual({
      actor: { _id: null, role: 'system', name: 'checkout' },
      correlationId: orderId,
      causationId: expect.stringMatching(/^event:/),
    });
  });

  it('drops a paid order from the unpaid orders checkout counts, and keeps one still to be paid', async () => {
    const { redis, prefix } = world.redis();
    const unpaid = new UnpaidOrders(redis, world.store, loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: prefix }));
    const paid = await shopperWithOrder((id) => [captured(id, 2948)]);
    const waiting = await shopperWithOrder(() => []);
    for (const { orderId, customerId } of [paid, waiting]) await unpaid.keep(orderId, { customerId, clientAddress: '198.51.100.7' });
    await react(orderStream(paid.orderId), orderStream(waiting.orderId));
    const counted = unpaidOrderKeys(prefix);
    expect(await redis.exists(counted.order(paid.orderId))).toBe(0);
    expect(await redis.exists(counted.order(waiting.orderId))).toBe(1);
  });

  it('saves the quiet events that follow a reaction within the second: the checkpoint reaches the head of a store gone quiet', async () => {
    // Before, a batch without reactions was saved only when the last save was a second old, so a
    // quiet event just after a reaction stayed unsaved until some later event came.
    const { orderId, customerId, metadata } = await shopperWithOrder((id) => [captured(id, 2948)]);
    const running = follower();
    running.start();
    try {
      await followerPassed(world, REACTIONS_CHECKPOINT, [orderStream(orderId)], followerErrors);
      await given(world.store, cartStream(customerId), [kibbleInCart], metadata);
      await followerPassed(world, REACTIONS_CHECKPOINT, [cartStream(customerId)], followerErrors);
    } finally {
      await running.stop();
    }
  });

  it('reacts to many streams of one batch at once: every paid order empties its cart, two orders of one shopper the one cart for each', async () => {
    const others = await Promise.all(Array.from({ length: 12 }, () => shopperWithOrder((id) => [captured(id, 2948)])));
    const first = await shopperWithOrder((id) => [captured(id, 2948)]);
    const second = randomUUID();
    await given(world.store, orderStream(second), [placed({ orderId: second, customer: first.customer }), captured(second, 2948)], first.metadata);
    await react(...others.map(({ orderId }) => orderStream(orderId)), orderStream(first.orderId), orderStream(second));

    for (const { orderId, customerId } of others) {
      expect(await cartEvents(customerId)).toEqual([kibbleInCart, { type: 'CartCleared', data: { reason: 'checkout', orderId } }]);
    }
    const cleared = (await cartEvents(first.customerId)).filter(({ type }) => type === 'CartCleared').map(({ data }) => (data as { orderId: string }).orderId);
    expect(cleared.sort()).toEqual([first.orderId, second].sort());
  });

  it('empties the cart of an order a store voucher paid in full as it was placed, and not of one still to be paid', async () => {
    const byVoucher = await shopperWithOrder(() => [], { voucherAmount: 2948 });
    const unpaid = await shopperWithOrder(() => [], { voucherAmount: 500 });
    await react(orderStream(byVoucher.orderId), orderStream(unpaid.orderId));

    expect(await cartEvents(byVoucher.customerId)).toEqual([kibbleInCart, { type: 'CartCleared', data: { reason: 'checkout', orderId: byVoucher.orderId } }]);
    expect(await cartEvents(unpaid.customerId)).toEqual([kibbleInCart]);
  });

  it('announces its checkpoint, so a request waiting for the cart to be emptied hears it without polling', async () => {
    const notifications = new PgNotifications(world.database.url);
    await notifications.start();
    const waiter = new ProjectionWaiter(world.pool, notifications, 60_000); // no poll within the wait: only the announcement can end it
    await waiter.start();
    try {
      const { orderId, customerId } = await shopperWithOrder((id) => [captured(id, 2948)]);
      const paidAt = (await world.store.readStream(orderStream(orderId))).at(-1)!.position;
      const heard = waiter.waitFor([REACTIONS_CHECKPOINT], paidAt, 30_000);
      await react(orderStream(orderId));

      expect(await heard).toBe(true);
      expect((await cartEvents(customerId)).map(({ type }) => type)).toEqual(['CartItemAdded', 'CartCleared']);
    } finally {
      waiter.stop();
      await notifications.stop();
    }
  });

  it('makes a refund requested one job, keyed by its refund, however often it is read', async () => {
    const { orderId } = await shopperWithOrder((id) => [captured(id, 2948), refund(`${id}:order_cancelled`, 2948, 'order_cancelled', 1)]);
    await react(orderStream(orderId));
    await forget();
    await react(orderStream(orderId));

    const job = await queue.getJob(refundJobId(`${orderId}:order_cancelled`));
    expect(job?.data).toEqual({ orderId, refundKey: `${orderId}:order_cancelled` });
    // The only job of the order, however often the events were read: its invoice is the invoicing follower's.
    const jobsOfOrder = (await queue.getWaiting()).map((waiting) => waiting.id).filter((id) => id?.includes(orderId));
    expect(jobsOfOrder).toEqual([refundJobId(`${orderId}:order_cancelled`)]);
  });
});
