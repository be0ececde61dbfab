import { randomUUID } from 'node:crypto';
import { releaseStock } from '../../ordering/stock/stock-reservations.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { CreateProductCommand, CreateProductHandler } from './create-product.js';
import { DeleteProductCommand, DeleteProductHandler } from './delete-product.js';
import { catalogueWorld, changesOf, newProduct, staffActor } from '../product-changes.fixture.js';

describe('DeleteProduct', () => {
  const world = suiteWorld(async () => {
    const catalogue = await catalogueWorld('delete_product');
    return { ...catalogue, create: new CreateProductHandler(catalogue.pool), handler: new DeleteProductHandler(catalogue.pool) };
  });

  it("removes the product with its reviews, answers it as it was, keeps the record of who did it, and tells this process's caches at once", async () => {
    const product = await world.create.execute(new CreateProductCommand(newProduct(), staffActor));
    await world.pool.query(`INSERT INTO reviews (id, product_id, full_name, email, review, rating) VALUES ($1, $2, 'Asha', 'a@example.in', 'Good', 5)`, [
      randomUUID(),
      product.id,
    ]);
    world.heardHere.length = 0;
    expect(await world.handler.execute(new DeleteProductCommand(product.id, staffActor))).toEqual(product);
    expect((await world.pool.query('SELECT 1 FROM products WHERE id = $1', [product.id])).rowCount).toBe(0);
    expect((await world.pool.query('SELECT 1 FROM reviews WHERE product_id = $1', [product.id])).rowCount).toBe(0);
    expect((await changesOf(world.pool, product.id)).map((change) => change.action)).toEqual(['created', 'deleted']);
    expect(world.heardHere).toEqual([product.id]);
    expect(await refusal(world.handler.execute(new DeleteProductCommand(product.id, staffActor)))).toEqual({ kind: 'not_found', message: 'Product not found' });
  });

  it('deletes a product an order holds stock of; cancelling that order later gives back nothing and fails nothing', async () => {
    const product = await world.create.execute(new CreateProductCommand(newProduct({ stock: 5 }), staffActor));
    const orderId = randomUUID();
    await world.pool.query('SELECT reserve_stock($1, $2, 0)', [orderId, JSON.stringify([{ productId: product.id, name: product.name, quantity: 2 }])]);
    await world.handler.execute(new DeleteProductCommand(product.id, staffActor));
    expect(await releaseStock(world.pool, orderId, 'cancelled')).toBe(true);
    expect((await world.pool.query('SELECT 1 FROM products WHERE id = $1', [product.id])).rowCount).toBe(0);
  });
});
