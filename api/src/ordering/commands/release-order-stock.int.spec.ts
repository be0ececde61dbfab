import { GONE_PROCESS } from '../../platform/testing/fixtures.js';
import { randomUUID } from 'node:crypto';
import { addProduct, stockOf } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { reserveStock } from '../stock/stock-reservations.js';
import { ReleaseOrderStockCommand, ReleaseOrderStockHandler } from './release-order-stock.js';

describe('ReleaseOrderStock', () => {
  let database: TestDatabase;
  let handler: ReleaseOrderStockHandler;
  beforeAll(async () => {
    database = await createTestDatabase('release_stock');
    handler = new ReleaseOrderStockHandler(database.pool);
  });
  afterAll(() => database.drop());

  /** Given: an order holding 3 of a product's 10 units, the last 2 of another's. */
  async function reservedOrder() {
    const [toy, bowl] = [await addProduct(database.pool, { stock: 10 }), await addProduct(database.pool, { name: 'Steel bowl', stock: 2 })];
    const orderId = randomUUID();
    await reserveStock(
      database.pool,
      orderId,
      [
        { productId: toy.id, name: toy.name, quantity: 3 },
        { productId: bowl.id, name: bowl.name, quantity: 2 },
      ],
      GONE_PROCESS,
    );
    return { orderId, toy, bowl };
  }
  const release = (orderId: string, reason = 'staff') => handler.execute(new ReleaseOrderStockCommand(orderId, reason));
  const reservation = async (orderId: string) =>
    (await database.pool.query('SELECT released_at IS NOT NULL AS released, release_reason FROM stock_reservations WHERE order_id = $1', [orderId])).rows[0];

  it("gives the cancelled order's units back to the catalogue, puts a sold-out product back in stock, and says why", async () => {
    const { orderId, toy, bowl } = await reservedOrder();

    expect(await release(orderId, 'payment_timeout')).toBe(true);

    expect([await stockOf(database.pool, toy.id), await stockOf(database.pool, bowl.id)]).toEqual([10, 2]);
    expect((await database.pool.query('SELECT stock_status FROM products WHERE id = $1', [bowl.id])).rows[0].stock_status).toBe('in-stock');
    expect(await reservation(orderId)).toEqual({ released: true, release_reason: 'payment_timeout' });
  });

  it('gives nothing back twice when the reaction runs again (after a crash)', async () => {
    const { orderId, toy } = await reservedOrder();
    await release(orderId);

    expect(await release(orderId)).toBe(false);
    expect(await stockOf(database.pool, toy.id)).toBe(10);
    expect(await reservation(orderId)).toEqual({ released: true, release_reason: 'staff' });
  });

  it('releases nothing for an order that holds no units (a replacement placed elsewhere, an unknown id)', async () => {
    expect(await release(randomUUID())).toBe(false);
  });
});
