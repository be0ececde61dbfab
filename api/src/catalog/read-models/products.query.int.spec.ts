import { randomUUID } from 'node:crypto';
import { Announcer } from '../../platform/database/announcer.js';
import { announceLocally } from '../../platform/database/local-announcements.js';
import { PgNotifications } from '../../platform/database/notifications.js';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import type { ReadyAnswer } from '../../platform/http/ready-answer.js';
import { CATALOG_CHANGED, STOCK_MOVED, stockMovedOf } from '../product.js';
import { listKey, ProductsQuery, productKey } from './products.query.js';

// Checkout prices every line from ProductsQuery.priced, which keeps products in memory. Stock moves
// with every order and must not throw those away; a change to a price must, however it is made. The
// shoppers' answers show stock as it is, but an order reads again only the stock it moved.
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

  const text = (answer: ReadyAnswer | null | undefined) => answer?.body.toString();
  const announce = (payload: string) => database.pool.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, payload]);
  const shownStock = async () => JSON.parse(text(await products.productAnswer(id))!).product.stock;

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

  // Another query on the same pool whose listener never connects: no NOTIFY ever reaches it, so
  // what it hears, it heard from this process, before the writer went on.
  describe('a change made in this process', () => {
    let deaf: ProductsQuery;
    beforeAll(async () => {
      deaf = new ProductsQuery(database.pool, new PgNotifications(database.url));
      await deaf.onModuleInit();
    });
    const shown = async () => JSON.parse(text(await deaf.productAnswer(id))!).product;

    it('shows the stock at once when checkout moves it (Announcer), keeping priced products', async () => {
      const { stock } = await shown();
      const priced = await deaf.priced(id);
      await database.pool.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [id]);
      new Announcer(database.pool, CATALOG_CHANGED, STOCK_MOVED, 0, stockMovedOf).announce([id]);
      expect((await shown()).stock).toBe(stock - 1);
      expect(await deaf.priced(id)).toBe(priced); // not read again
    });

    it('drops every answer at once when a product changes', async () => {
      await shown();
      await database.pool.query('UPDATE products SET price = price + 1 WHERE id = $1', [id]);
      const price = (await database.pool.query('SELECT price::float8 AS price FROM products WHERE id = $1', [id])).rows[0].price;
      announceLocally(database.pool, CATALOG_CHANGED, id);
      expect((await shown()).price).toBe(price);
      expect((await deaf.priced(id))?.price).toBe(price);
    });

    it('reads again only the stock an order moved, not the answers that show it', async () => {
      const { stock, description } = await shown();
      const list = JSON.parse(text(await deaf.listAnswer({ page: 1, limit: 24, sort: 'newest', view: 'full' }))!);
      // A description changed behind the shop's back (nothing announces it): the kept answers still say what they said.
      await database.pool.query(`UPDATE products SET stock = stock - 2, description = 'A deep bowl' WHERE id = $1`, [id]);
      announceLocally(database.pool, CATALOG_CHANGED, stockMovedOf([id]));
      expect(await shown()).toMatchObject({ stock: stock - 2, description });
      expect(JSON.parse(text(await deaf.listAnswer({ page: 1, limit: 24, sort: 'newest', view: 'full' }))!)).toEqual({
        ...list,
        products: [{ ...list.products[0], stock: stock - 2 }],
      });
    });

    it('keeps the ready bytes of an answer until its text or its products’ stock changes', async () => {
      const query = { page: 1, limit: 24, sort: 'newest', view: 'full' } as const;
      const first = await deaf.listAnswer(query);
      expect(deaf.peek(listKey(query))).toBe(first); // the same bytes, ETag and compressed forms: nothing made again
      expect(first.as('br')).toBe(deaf.peek(listKey(query))!.as('br'));
      announceLocally(database.pool, CATALOG_CHANGED, stockMovedOf([randomUUID()])); // another product's stock
      expect(await deaf.listAnswer(query)).toBe(first);
      await database.pool.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [id]);
      announceLocally(database.pool, CATALOG_CHANGED, stockMovedOf([id]));
      const moved = await deaf.listAnswer(query);
      expect(moved).not.toBe(first);
      expect(moved.as('identity').etag).not.toBe(first.as('identity').etag);
      expect(deaf.peek(listKey(query))).toBe(moved);
    });

    it('keeps the cards of a list as an answer of its own, showing stock as it moves and dropped when a product changes', async () => {
      const cardQuery = { page: 1, limit: 24, sort: 'newest', view: 'card' } as const;
      const cards = await deaf.listAnswer(cardQuery);
      const full = await deaf.listAnswer({ ...cardQuery, view: 'full' });
      expect(deaf.peek(listKey(cardQuery))).toBe(cards);
      expect(cards.as('identity').etag).not.toBe(full.as('identity').etag);
      const shownCard = () => JSON.parse(text(deaf.peek(listKey(cardQuery)))!).products[0];
      const before = shownCard();
      expect(before).not.toHaveProperty('description');

      await database.pool.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [id]);
      announceLocally(database.pool, CATALOG_CHANGED, stockMovedOf([id]));
      expect(deaf.peek(listKey(cardQuery))).toBeUndefined(); // its products' stock must be read again
      expect(JSON.parse(text(await deaf.listAnswer(cardQuery))!).products[0]).toEqual({ ...before, stock: before.stock - 1 });

      await database.pool.query(`UPDATE products SET name = 'Steel Bowl, deep' WHERE id = $1`, [id]);
      announceLocally(database.pool, CATALOG_CHANGED, id);
      expect(deaf.peek(listKey(cardQuery))).toBeUndefined();
      expect(JSON.parse(text(await deaf.listAnswer(cardQuery))!).products[0].name).toBe('Steel Bowl, deep');
    });

    it('answers what JSON.stringify makes of the products, whatever their text holds', async () => {
      await database.pool.query(`UPDATE products SET description = $2 WHERE id = $1`, [id, 'Its label says "stock":"\\u0000", twice: "stock":"\\u0000"']);
      announceLocally(database.pool, CATALOG_CHANGED, id);
      const product = await deaf.find(id);
      expect(text(await deaf.productAnswer(id))).toBe(JSON.stringify({ status: true, product }));
      expect(text(await deaf.listAnswer({ page: 1, limit: 24, sort: 'newest', view: 'full' }))).toBe(
        JSON.stringify({ status: true, products: [product], pagination: { page: 1, limit: 24, totalPages: 1, totalProducts: 1 } }),
      );
      expect(text(deaf.peek(productKey(id)))).toBe(JSON.stringify({ status: true, product }));
    });
  });
});
