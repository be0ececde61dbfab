import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { EventMetadata } from '../platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../platform/event-store/postgres.event-store.js';
import { commandWorld, eventsIn, given } from '../platform/testing/command-spec.js';
import { cartSessionStream, cartStream } from './cart.js';
import { currentCart } from './cart-sessions.js';
import type { CartEvent } from './events.js';
import { OldCartsCarriedOver } from './old-carts-carried-over.js';
import { suiteWorld } from '../platform/testing/suite-world.js';

const MIGRATION = path.resolve(__dirname, '../../migrations/0040_cart-carry-overs.up.sql');
const added = (productId: string, quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { productId, name: productId, unitPrice: 499, image: null, color: null, size: null, quantity },
});
const removed = (productId: string): CartEvent => ({ type: 'CartItemRemoved', data: { productId } });

describe('carts from before sessions, carried over by migration 0040 and the API’s start', () => {
  const world = suiteWorld(() => commandWorld('old_carts'));

  const shopper = (customerId: string): EventMetadata => ({ actor: { _id: customerId, role: 'customer' }, correlationId: 'old', causationId: 'old' });
  const lines = async (customerId: string) =>
    (await currentCart(world.store, customerId)).loaded.state.lines.map(({ productId, quantity }) => ({ productId, quantity }));
  const eventCount = async () => (await world.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

  it('given old-style cart streams, after the migration and two instances starting at once, each cart answers the same items from a short session', async () => {
    const [loyal, casual] = [randomUUID(), randomUUID()];
    const churn = Array.from({ length: 2_000 }, (_, i) => (i % 2 === 0 ? added('p-toy', 1) : removed('p-toy')));
    await given(world.store, cartStream(loyal), [added('p-kibble', 2), ...churn, added('p-collar', 1)], shopper(loyal));
    await given(world.store, cartStream(casual), [added('p-kibble', 1)], shopper(casual));
    const [loyalBefore, casualBefore] = [await lines(loyal), await lines(casual)];
    const history = await world.store.readStream(cartStream(loyal));

    // The database as it was before the upgrade: the migration runs over it.
    await world.pool.query('DROP TABLE cart_carry_overs');
    await world.pool.query(readFileSync(MIGRATION, 'utf8'));
    const otherPool = new pg.Pool({ connectionString: world.database.url, max: 5 });
    const other = new PostgresEventStore(otherPool, { pollIntervalMs: 5 });
    try {
      await Promise.all([
        new OldCartsCarriedOver(world.pool, world.store).onApplicationBootstrap(),
        new OldCartsCarriedOver(otherPool, other).onApplicationBootstrap(),
      ]);
    } finally {
      await otherPool.end();
    }

    expect(loyalBefore).toEqual([
      { productId: 'p-kibble', quantity: 2 },
      { productId: 'p-collar', quantity: 1 },
    ]);
    expect(await lines(loyal)).toEqual(loyalBefore);
    expect((await currentCart(world.store, loyal)).streamId).toBe(cartSessionStream(loyal, 1));
    expect(await eventsIn(world.store, cartSessionStream(loyal, 1))).toHaveLength(1);
    const after = await world.store.readStream(cartStream(loyal));
    expect(after.slice(0, history.length)).toEqual(history);
    expect(after.slice(history.length).map(({ type, data, metadata }) => ({ type, data, actor: metadata.actor }))).toEqual([
      { type: 'CartClosed', data: { continuedIn: 1, reason: 'length' }, actor: { _id: null, role: 'system', name: 'cart-carry-over' } },
    ]);
    expect(await lines(casual)).toEqual(casualBefore);
    expect((await currentCart(world.store, casual)).streamId).toBe(cartStream(casual));
    expect((await world.pool.query('SELECT count(*)::int AS n FROM cart_carry_overs')).rows[0].n).toBe(0);

    const stored = await eventCount();
    await world.pool.query(readFileSync(MIGRATION, 'utf8').replace('CREATE TABLE cart_carry_overs', 'CREATE TABLE IF NOT EXISTS cart_carry_overs'));
    await new OldCartsCarriedOver(world.pool, world.store).onApplicationBootstrap();
    expect(await eventCount()).toBe(stored);
  });
});
