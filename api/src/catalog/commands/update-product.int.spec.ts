import { randomUUID } from 'node:crypto';
import { refusal } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { CreateProductCommand, CreateProductHandler } from './create-product.js';
import { catalogueWorld, changesOf, newProduct, staffActor } from '../product-changes.fixture.js';
import { UpdateProductCommand, UpdateProductHandler } from './update-product.js';

describe('UpdateProduct', () => {
  const world = suiteWorld(async () => {
    const catalogue = await catalogueWorld('update_product');
    return { ...catalogue, create: new CreateProductHandler(catalogue.pool), handler: new UpdateProductHandler(catalogue.pool) };
  });

  const given = () => world.create.execute(new CreateProductCommand(newProduct(), staffActor));
  const update = (id: string, changes: ConstructorParameters<typeof UpdateProductCommand>[1]) =>
    world.handler.execute(new UpdateProductCommand(id, changes, staffActor));

  it("sets the keys that differ, records them, announces a change the 0016 trigger would not, to this process's caches at once", async () => {
    const product = await given();
    world.heardHere.length = 0;
    const updated = await update(product.id, {
      description: 'Now with a washable cover',
      stock: 3,
      name: product.name,
      colors: [{ name: 'green', value: '#2e7d32' }],
    });
    expect(updated).toEqual({ ...product, description: 'Now with a washable cover', stock: 3 });
    expect(updated.colors[0]!._id).toBe(product.colors[0]!._id); // a kept colour keeps its id
    expect((await changesOf(world.pool, product.id)).at(-1)).toEqual({ actor: staffActor, action: 'updated', fields: ['description', 'stock'] });
    expect(world.heardHere).toEqual([product.id]);
    await eventually(() => expect(world.announced).toContain(product.id));
  });

  it('records nothing when nothing changes', async () => {
    const product = await given();
    expect(await update(product.id, { price: product.price })).toEqual(product);
    expect(await changesOf(world.pool, product.id)).toHaveLength(1);
  });

  it('refuses an unknown product, a taken slug or SKU, and an original price not above the price', async () => {
    const [one, other] = [await given(), await given()];
    expect(await refusal(update(randomUUID(), { price: 10 }))).toEqual({ kind: 'not_found', message: 'Product not found' });
    expect(await refusal(update('not-an-id', { price: 10 }))).toEqual({ kind: 'not_found', message: 'Product not found' });
    expect(await refusal(update(one.id, { slug: other.slug }))).toMatchObject({ kind: 'conflict', message: 'A product with this slug already exists' });
    expect(await refusal(update(one.id, { sku: other.sku }))).toMatchObject({ kind: 'conflict', message: 'A product with this sku already exists' });
    expect(await refusal(update(one.id, { originalPrice: one.price - 1 }))).toMatchObject({ kind: 'invalid', field: 'originalPrice' });
    expect(await changesOf(world.pool, one.id)).toHaveLength(1);
  });
});
