import { refusal } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { CreateProductCommand, CreateProductHandler } from './create-product.js';
import { catalogueWorld, changesOf, newProduct, staffActor } from '../product-changes.fixture.js';

// Products are rows, not events: Given the catalogue's rows, When the command, Then the rows it wrote.
describe('CreateProduct', () => {
  const world = suiteWorld(async () => {
    const catalogue = await catalogueWorld('create_product');
    return { ...catalogue, handler: new CreateProductHandler(catalogue.pool) };
  });

  it("adds the product, answers it as the catalogue does, records who added it, and tells this process's caches at once", async () => {
    const body = newProduct();
    const product = await world.handler.execute(new CreateProductCommand(body, staffActor));
    expect(product).toEqual({
      _id: product.id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...body,
      colors: [{ _id: expect.any(String), name: 'green', value: '#2e7d32' }],
      rating: 0,
      reviewsCount: 0,
      reviews: [],
    });
    expect(await changesOf(world.pool, product.id)).toEqual([{ actor: staffActor, action: 'created', fields: Object.keys(body) }]);
    expect(world.heardHere).toEqual([product.id]);
  });

  it('refuses a slug or SKU another product has, and writes nothing', async () => {
    const first = await world.handler.execute(new CreateProductCommand(newProduct(), staffActor));
    expect(await refusal(world.handler.execute(new CreateProductCommand(newProduct({ slug: first.slug }), staffActor)))).toEqual({
      kind: 'conflict',
      message: 'A product with this slug already exists',
      field: 'slug',
    });
    expect(await refusal(world.handler.execute(new CreateProductCommand(newProduct({ sku: first.sku }), staffActor)))).toEqual({
      kind: 'conflict',
      message: 'A product with this sku already exists',
      field: 'sku',
    });
    const { rows } = await world.pool.query('SELECT count(*)::int AS n FROM product_changes');
    expect(rows[0].n).toBe(2);
  });

  it('refuses an original price that is not above the price', async () => {
    expect(await refusal(world.handler.execute(new CreateProductCommand(newProduct({ price: 500, originalPrice: 500 }), staffActor)))).toEqual({
      kind: 'invalid',
      message: 'Original price must be more than the price',
      field: 'originalPrice',
    });
  });
});
