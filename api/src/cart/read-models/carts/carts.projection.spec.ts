import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { cartStream } from '../../cart.js';
import type { CartEvent } from '../../events.js';
import { cartsProjection } from './carts.projection.js';

let revision = 0n;
const stored = (userId: string, event: CartEvent): StoredEvent => ({
  id: `e${revision}`,
  streamId: cartStream(userId),
  type: event.type,
  data: event.data,
  metadata: { actor: { _id: userId, email: 'a@b.in', role: 'customer' }, correlationId: 'c', causationId: 'c' },
  revision: revision++,
  position: { commit: 1n, prepare: revision },
  createdAt: new Date('2026-11-01T10:00:00Z'),
});
const added = (productId: string, quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { productId, name: `Product ${productId}`, unitPrice: 100, image: null, color: null, size: 'M', quantity },
});

describe('carts projection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('carts');
  });
  afterAll(() => database.drop());

  async function project(events: StoredEvent[]) {
    for (const event of events) {
      for (const statement of cartsProjection.project(event, (name) => name)) await database.pool.query(statement.text, [...statement.values]);
    }
  }
  const items = async (userId: string) => (await database.pool.query('SELECT items FROM carts WHERE user_id = $1', [userId])).rows[0]?.items;

  it('given adds, a change and a removal, then the lines the cart holds', async () => {
    await project([
      stored('u1', added('a', 1)),
      stored('u1', added('a', 2)),
      stored('u1', added('b', 1)),
      stored('u1', { type: 'CartItemQuantityChanged', data: { productId: 'b', quantity: 4 } }),
      stored('u1', added('c', 1)),
      stored('u1', { type: 'CartItemRemoved', data: { productId: 'c' } }),
    ]);
    expect(await items('u1')).toEqual({
      a: { name: 'Product a', unitPrice: 100, image: null, color: null, size: 'M', quantity: 3 },
      b: { name: 'Product b', unitPrice: 100, image: null, color: null, size: 'M', quantity: 4 },
    });
  });

  it('given a clear, then an empty cart; other shoppers untouched', async () => {
    await project([stored('u2', added('a', 1)), stored('u3', added('z', 2)), stored('u2', { type: 'CartCleared', data: { reason: 'checkout', orderId: 'o1' } })]);
    expect(await items('u2')).toEqual({});
    expect(await items('u3')).toEqual({ z: expect.objectContaining({ quantity: 2 }) });
  });

  it('ignores streams that are not carts', () => {
    expect(cartsProjection.project({ ...stored('u4', added('a', 1)), streamId: 'order-1' }, (name) => name)).toEqual([]);
  });
});
