import { randomUUID } from 'node:crypto';
import { releaseStock } from '../../ordering/stock/stock-reservations.js';
import { hearLocally } from '../../platform/database/local-announcements.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { CATALOG_CHANGED } from '../product.js';
import { CreateProductCommand, CreateProductHandler } from './create-product.js';
import { DeleteProductCommand, DeleteProductHandler } from './delete-product.js';
import { changesOf, newProduct, staffActor } from '../product-changes.fixture.js';

describe('DeleteProduct', () => {
  let database: TestDatabase;
  let create: CreateProductHandler;
  let handler: DeleteProductHandler;
  const heardHere: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('delete_product');
    hearLocally(database.pool, CATALOG_CHANGED, (payload) => heardHere.push(payload));
    create = new CreateProductHandler(database.pool);
    handler = new DeleteProductHandler(database.pool);
  });
  afterAll(() => database.drop());

  it("removes the product with its reviews, answers it as it was, keeps the record of who did it, and tells this process's caches at once", async () => {
    const product = await create.execute(new CreateProductCommand(newProduct(), staffActor));
    await database.pool.query(`INSERT INTO reviews (id, product_id, full_name, email, review, rating) VALUES ($1, $2, 'Asha', 'a@example.in', 'Good', 5)`, [
      randomUUID(),
      product.id,
    ]);
    heardHere.length = 0;
    expect(await handler.execute(new DeleteProductCommand(product.id, staffActor))).toEqual(product);
    expect((await database.pool.query('SELECT 1 FROM products WHERE id = $1', [product.id])).rowCount).toBe(0);
    expect((await database.pool.query('SELECT 1 FROM reviews WHERE product_id = $1', [product.id])).rowCount).toBe(0);
    expect((await changesOf(database.pool, product.id)).map((change) => change.action)).toEqual(['created', 'deleted']);
    expect(heardHere).toEqual([product.id]);
    expect(await refusal(handler.execute(new DeleteProductCommand(product.id, staffActor)))).toEqual({ kind: 'not_found', message: 'Product not found' });
  });

  it('deletes a product an order holds stock of; cancelling that order later gives back nothing and fails nothing', async () => {
    const product = await create.execute(new CreateProductCommand(newProduct({ stock: 5 }), staffActor));
    const orderId = randomUUID();
    await database.pool.query('SELECT reserve_stock($1, $2, 0)', [orderId, JSON.stringify([{ productId: product.id, name: product.name, quantity: 2 }])]);
    await handler.execute(new DeleteProductCommand(product.id, staffActor));
    expect(await releaseStock(database.pool, orderId, 'cancelled')).toBe(true);
    expect((await database.pool.query('SELECT 1 FROM products WHERE id = $1', [product.id])).rowCount).toBe(0);
  });
});
