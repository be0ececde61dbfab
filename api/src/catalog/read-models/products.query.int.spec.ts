import { randomUUID } from 'node:crypto';
import { PgNotifications } from '../../platform/database/notifications.js';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { CATALOG_CHANGED, STOCK_MOVED } from '../product.js';
import { ProductsQuery } from './products.query.js';

// Checkout prices every line from ProductsQuery.priced, which keeps products in memory. Stock moves
// with every order and must not throw those away; a change to a price must, however it is made.
describe('ProductsQuery caches', () => {
  let database: TestDatabase;
  let notifications: PgNotifications;
  let products: ProductsQuery;
  const id = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase('products_query');
    await database.pool.query(
      `INSERT INTO products (id, slug, sku, name, category, price, stock, stock_status, description)
       VALUES ($1, 'bowl', 'BOWL-1', 'Steel Bowl', 'bowls', 299, 10, 'in-stock', 'A bowl')`,
      [id],
    );
    notifications = new PgNotifications(database.url);
    await notifications.start();
    products = new ProductsQuery(database.pool, notifications);
    await products.onModuleInit();
  });
  afterAll(async () => {
    await notifications.stop();
    await database.drop();
  });

  const announce = (payload: string) => database.pool.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, payload]);
  const shownStock = async () => JSON.parse((await products.productJson(id))!).product.stock;

  it('keeps priced products when stock moves, while the shoppers’ answers show the new stock', async () => {
    expect(await products.priced(id)).toMatchObject({ price: 299, stock: 10 });
    expect(await shownStock()).toBe(10);
    await database.pool.query('UPDATE products SET stock = 7 WHERE id = $1', [id]);
    await announce(STOCK_MOVED);
    await eventually(async () => expect(await shownStock()).toBe(7));
    expect(await products.priced(id)).toMatchObject({ price: 299, stock: 10 }); // not read again
  });

  it('hears of a new price however it is made (a trigger announces it)', async () => {
    expect((await products.priced(id))?.price).toBe(299);
    await database.pool.query('UPDATE products SET price = 349 WHERE id = $1', [id]);
    await eventually(async () => expect((await products.priced(id))?.price).toBe(349));
  });
});
