import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EventMetadata, EventStore } from '../platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../platform/event-store/postgres.event-store.js';
import { commandWorld, eventsIn, given } from '../platform/testing/command-spec.js';
import { CART_SESSION_EVENTS, cartSessionStream, cartSessionsStream, cartStream } from './cart.js';
import type { CartCommand, ProductFacts } from './cart.decider.js';
import { currentCart, runCartCommand } from './cart-sessions.js';
import type { CartEvent } from './events.js';
import { suiteWorld } from '../platform/testing/suite-world.js';

const product = (name: string): ProductFacts => ({
  productId: `p-${name}`,
  name,
  price: 499,
  image: null,
  stock: 10_000,
  available: true,
  maxPerOrder: 10_000,
});
const [kibble, collar] = [product('kibble'), product('collar')];
const add = (facts: ProductFacts, quantity = 1): CartCommand => ({ type: 'AddItem', product: facts, quantity, color: null, size: null });
const added = (facts: ProductFacts, quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { productId: facts.productId, name: facts.name, unitPrice: facts.price, image: null, color: null, size: null, quantity },
});
const lines = async (store: EventStore, customerId: string) =>
  (await currentCart(store, customerId)).loaded.state.lines.map(({ productId, quantity }) => ({ productId, quantity }));

/** The store, counting what the cart reads: the events of its streams and the index's last events. */
function counting(store: EventStore) {
  const read = { streamEvents: 0, lastEvents: 0 };
  const counted: EventStore = Object.assign(Object.create(store) as EventStore, {
    readStream: async (...args: Parameters<EventStore['readStream']>) => {
      const events = await store.readStream(...args);
      read.streamEvents += events.length;
      return events;
    },
    readLastEvent: (streamId: string) => {
      read.lastEvents += 1;
      return store.readLastEvent(streamId);
    },
  });
  return { counted, read };
}

describe('cart sessions (closing the books)', () => {
  const world = suiteWorld(() => commandWorld('cart_sessions'));

  const shopper = (customerId: string): EventMetadata => ({ actor: { _id: customerId, role: 'customer' }, correlationId: 'req', causationId: 'cmd' });
  const streamLengths = async (customerId: string) => {
    const { rows } = await world.pool.query<{ stream_id: string; n: number }>(
      `SELECT stream_id, count(*)::int AS n FROM events WHERE stream_id LIKE $1 GROUP BY stream_id`,
      [`cart-${customerId}%`],
    );
    return rows.map((row) => row.n);
  };

  it('given a shopper who adds and removes 250 times without checking out, a change still folds one session of at most the bound', async () => {
    const customerId = randomUUID();
    await runCartCommand(world.store, customerId, add(collar), shopper(customerId));
    for (let i = 0; i < 125; i++) {
      await runCartCommand(world.store, customerId, add(kibble), shopper(customerId));
      await runCartCommand(world.store, customerId, { type: 'RemoveItem', productId: kibble.productId }, shopper(customerId));
    }

    const lengths = await streamLengths(customerId);
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(CART_SESSION_EVENTS);
    const { counted, read } = counting(world.store);
    const answer = await runCartCommand(counted, customerId, add(kibble, 2), shopper(customerId));
    expect(answer.state.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: collar.productId, quantity: 1 },
      { productId: kibble.productId, quantity: 2 },
    ]);
    expect(read.lastEvents).toBe(1);
    expect(read.streamEvents).toBeLessThanOrEqual(CART_SESSION_EVENTS);
    const pointer = (await world.store.readLastEvent(cartSessionsStream(customerId)))!;
    expect((await currentCart(world.store, customerId)).streamId).toBe(cartSessionStream(customerId, (pointer.data as { session: number }).session));
  });

  it('given a cart stream from before sessions (2,000 events), the upgrade answers its contents and its first change carries them over, rewriting none of it', async () => {
    const customerId = randomUUID();
    const history = Array.from({ length: 2_000 }, (_, i) => (i % 2 === 0 ? added(kibble, 1) : added(collar, 1)));
    await given(world.store, cartStream(customerId), history, shopper(customerId));
    const before = await world.store.readStream(cartStream(customerId));

    expect(await lines(world.store, customerId)).toEqual([
      { productId: kibble.productId, quantity: 1_000 },
      { productId: collar.productId, quantity: 1_000 },
    ]);
    await runCartCommand(world.store, customerId, { type: 'ChangeQuantity', product: kibble, quantity: 3 }, shopper(customerId));

    expect((await world.store.readStream(cartStream(customerId))).slice(0, 2_000)).toEqual(before);
    expect((await eventsIn(world.store, cartStream(customerId), 2_000)).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'CartItemQuantityChanged', data: { productId: kibble.productId, quantity: 3 } },
      { type: 'CartClosed', data: { continuedIn: 1, reason: 'length' } },
    ]);
    expect((await eventsIn(world.store, cartSessionStream(customerId, 1))).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'CartOpened', data: { session: 1, lines: [added(kibble, 3).data, added(collar, 1_000).data], checkedOut: [] } },
    ]);
    const { counted, read } = counting(world.store);
    expect(await lines(counted, customerId)).toEqual([
      { productId: kibble.productId, quantity: 3 },
      { productId: collar.productId, quantity: 1_000 },
    ]);
    expect(read).toEqual({ lastEvents: 1, streamEvents: 1 });
  });

  it('given a move cut short after the closing (no next session, no pointer), a read answers the carried lines and the next change finishes the move', async () => {
    const customerId = randomUUID();
    await given(
      world.store,
      cartStream(customerId),
      [added(kibble, 2), { type: 'CartClosed', data: { continuedIn: 1, reason: 'length' } }],
      shopper(customerId),
    );

    expect(await lines(world.store, customerId)).toEqual([{ productId: kibble.productId, quantity: 2 }]);
    await runCartCommand(world.store, customerId, add(collar), shopper(customerId));

    expect((await eventsIn(world.store, cartSessionStream(customerId, 1))).map(({ type }) => type)).toEqual(['CartOpened', 'CartItemAdded']);
    expect((await eventsIn(world.store, cartSessionsStream(customerId))).map(({ data }) => data)).toEqual([{ session: 1 }]);
    expect(await lines(world.store, customerId)).toEqual([
      { productId: kibble.productId, quantity: 2 },
      { productId: collar.productId, quantity: 1 },
    ]);
  });

  it('given two API instances racing 40 adds across the end of a session, every add counts and no session outgrows the bound', async () => {
    const customerId = randomUUID();
    await runCartCommand(world.store, customerId, add(kibble), shopper(customerId));
    for (let i = 0; i < CART_SESSION_EVENTS - 8; i++) {
      await runCartCommand(world.store, customerId, { type: 'ChangeQuantity', product: kibble, quantity: 1 + ((i + 1) % 2) }, shopper(customerId));
    }
    const start = (await lines(world.store, customerId))[0]!.quantity;
    const otherPool = new pg.Pool({ connectionString: world.database.url, max: 10 });
    const other = new PostgresEventStore(otherPool, { pollIntervalMs: 5 });
    try {
      await Promise.all(Array.from({ length: 40 }, (_, i) => runCartCommand(i % 2 ? other : world.store, customerId, add(kibble), shopper(customerId))));
    } finally {
      await other.close();
      await otherPool.end();
    }

    expect(await lines(world.store, customerId)).toEqual([{ productId: kibble.productId, quantity: start + 40 }]);
    expect(Math.max(...(await streamLengths(customerId)))).toBeLessThanOrEqual(CART_SESSION_EVENTS);
    const sessions = (await eventsIn(world.store, cartSessionsStream(customerId))).map(({ data }) => (data as { session: number }).session);
    expect(sessions).toEqual([...sessions].sort((a, b) => a - b));
  });
});
