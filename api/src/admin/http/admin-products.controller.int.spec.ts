import { COLOR_VALUE_FORMAT, IMAGE_URL_FORMAT } from '@petshop/contract';
import { createTestApp, listParameters } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('/api/admin/products', () => {
  const t = suiteWorld(async () => {
    const made = await createTestApp('admin_products');
    const { token, user } = await made.customer({ email: `staff-${Date.now()}@petshop.local` });
    await made.database.pool.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [user._id]);
    return { ...made, admin: await made.adminToken(), staffToken: token };
  });

  let tags = 0;
  const body = (overrides: Record<string, unknown> = {}) => {
    const tag = `${Date.now().toString(36)}-${++tags}`;
    return {
      name: 'Reflective dog lead',
      price: 349.99,
      category: 'accessories',
      slug: `reflective-dog-lead-${tag}`,
      sku: `LEAD-${tag}`,
      description: 'Seen at night',
      stockStatus: 'in-stock',
      stock: 8,
      colors: [{ name: 'orange', value: '#ff9800' }],
      sizes: ['M', 'XL'],
      images: ['/media/products/lead.svg'],
      ...overrides,
    };
  };
  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('authorization', `Bearer ${token}`),
    post: (path: string) => t.http().post(path).set('authorization', `Bearer ${token}`),
    put: (path: string) => t.http().put(path).set('authorization', `Bearer ${token}`),
    delete: (path: string) => t.http().delete(path).set('authorization', `Bearer ${token}`),
  });
  const create = async (overrides: Record<string, unknown> = {}) => (await as(t.staffToken).post('/api/admin/products').send(body(overrides)).expect(201)).body;
  const list = (query: Record<string, unknown>) => as(t.staffToken).get('/api/admin/products').query(listParameters(query));

  it('answers 401 without a token and 403 to a customer, on every route', async () => {
    const { token: customer } = await t.customer();
    for (const [method, path] of [
      ['get', '/api/admin/products'],
      ['get', '/api/admin/products/3f0c1b5e-0000-4000-8000-000000000000'],
      ['get', '/api/admin/products/3f0c1b5e-0000-4000-8000-000000000000/changes'],
      ['post', '/api/admin/products'],
      ['put', '/api/admin/products/3f0c1b5e-0000-4000-8000-000000000000'],
      ['delete', '/api/admin/products/3f0c1b5e-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await t.http()[method](path).send({}).expect(401)).body).toEqual({ status: false, message: 'Authentication required' });
      expect((await as(customer)[method](path).send({}).expect(403)).body).toMatchObject({ status: false });
    }
  });

  it('creates a product (201, the record), answers it by id, and the storefront has it at once', async () => {
    const sent = body();
    const { body: created } = await as(t.admin).post('/api/admin/products').send(sent).expect(201);
    expect(created).toEqual({
      _id: created.id,
      id: expect.any(String),
      ...sent,
      originalPrice: null,
      colors: [{ _id: expect.any(String), name: 'orange', value: '#ff9800' }],
      keyFeatures: [],
      whyChoose: [],
      rating: 0,
      reviewsCount: 0,
      reviews: [],
    });
    expect((await as(t.staffToken).get(`/api/admin/products/${created.id}`).expect(200)).body).toEqual(created);
    expect((await t.http().get(`/api/products/${created.id}`).expect(200)).body).toEqual({ status: true, product: created });
    await as(t.staffToken).get('/api/admin/products/3f0c1b5e-0000-4000-8000-000000000000').expect(404);
    await as(t.staffToken).get('/api/admin/products/nope').expect(404);
  });

  it('lists bare products with Content-Range, pages by range, and caps a page at 100', async () => {
    const first = await list({ range: [0, 9] }).expect(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(10);
    const total = Number(/^products 0-9\/(\d+)$/.exec(first.headers['content-range'] ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(48);
    const second = await list({ range: [10, 19] }).expect(200);
    expect(second.headers['content-range']).toBe(`products 10-19/${total}`);
    const ids = new Set([...first.body, ...second.body].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(20);
    expect((await list({ range: [0, 999] }).expect(200)).body).toHaveLength(Math.min(100, total));
    const past = await list({ range: [total + 10, total + 19] }).expect(200);
    expect(past.body).toEqual([]);
    await as(t.staffToken).get('/api/admin/products').query({ range: 'nope' }).expect(400);
  });

  it('sorts by name, price, stock and createdAt, both ways', async () => {
    for (const [field, key] of [
      ['name', 'name'],
      ['price', 'price'],
      ['stock', 'stock'],
    ] as const) {
      const values = (await list({ sort: [field, 'ASC'], range: [0, 99] }).expect(200)).body.map((p: Record<string, string | number>) => p[key]);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const descending = (await list({ sort: [field, 'DESC'], range: [0, 99] }).expect(200)).body.map((p: Record<string, string | number>) => p[key]);
      expect(descending[0] >= descending.at(-1)).toBe(true);
    }
    const newest = await create();
    expect((await list({ sort: ['createdAt', 'DESC'], range: [0, 0] }).expect(200)).body[0].id).toBe(newest.id);
    await list({ sort: ['rating', 'ASC'] }).expect(400);
  });

  it('filters by q over name, SKU and category, by category, by stockStatus and by ids', async () => {
    const made = await create({ name: 'Zebra-striped chew', category: 'toys-filter-test', stockStatus: 'backorder' });
    const byName = await list({ filter: { q: 'zebra-STRIPED' } }).expect(200);
    expect(byName.body.map((p: { id: string }) => p.id)).toEqual([made.id]);
    expect(byName.headers['content-range']).toBe('products 0-0/1');
    expect((await list({ filter: { q: made.sku.toLowerCase() } }).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([made.id]);
    expect((await list({ filter: { q: 'toys-filter' } }).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([made.id]);
    expect((await list({ filter: { category: 'toys-filter-test' } }).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([made.id]);
    const backordered = (await list({ filter: { stockStatus: 'backorder' }, range: [0, 99] }).expect(200)).body;
    expect(backordered.length).toBeGreaterThan(0);
    expect(backordered.every((p: { stockStatus: string }) => p.stockStatus === 'backorder')).toBe(true);
    expect((await list({ filter: { id: [made.id, 'junk'] } }).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([made.id]);
    const none = await list({ filter: { q: '%_no-such' } }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('products 0-0/0');
    await list({ filter: { stockStatus: 'sold' } }).expect(400);
  });

  it('ignores the read-only keys of a record sent back as it was read, and the storefront shows the new price at once', async () => {
    const made = await create();
    expect((await t.http().get(`/api/products/${made.id}`).expect(200)).body.product.price).toBe(349.99); // now cached
    const { body: updated } = await as(t.staffToken)
      .put(`/api/admin/products/${made.id}`)
      .send({ ...made, price: 299.5, createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2020-01-01T00:00:00.000Z', rating: 5, reviewsCount: 99 })
      .expect(200);
    expect(updated).toEqual({ ...made, price: 299.5 });
    expect((await t.http().get(`/api/products/${made.id}`).expect(200)).body.product.price).toBe(299.5);
    const listed = (await t.http().get('/api/products').query({ limit: 100 }).expect(200)).body.products.find((p: { _id: string }) => p._id === made.id);
    expect(listed.price).toBe(299.5);
    const changes = (await as(t.staffToken).get(`/api/admin/products/${made.id}/changes`).expect(200)).body;
    expect(changes).toEqual([
      {
        id: expect.any(String),
        productId: made.id,
        actor: { _id: expect.any(String), email: expect.stringMatching(/^staff-/), role: 'staff' },
        action: 'updated',
        fields: ['price'],
        at: expect.any(String),
      },
      expect.objectContaining({ action: 'created' }),
    ]);
  });

  it.each([
    [{ secret: true }, 'secret', 'Unknown field "secret"'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ price: 0 }, 'price', 'Price must be more than 0, with at most 2 decimals'],
    [{ price: 10.555 }, 'price', 'Price must be more than 0, with at most 2 decimals'],
    [{ price: '10' }, 'price', 'Price must be more than 0, with at most 2 decimals'],
    [{ stock: -1 }, 'stock', 'Stock must be a whole number of at least 0'],
    [{ stock: 1.5 }, 'stock', 'Stock must be a whole number of at least 0'],
    [{ slug: 'Not A Slug' }, 'slug', 'Slug may hold only lowercase letters, digits and hyphens'],
    [{ stockStatus: 'gone' }, 'stockStatus', expect.any(String)],
    [{ images: ['/media/uploads/3f0c1b5e-0000-4000-8000-000000000000.png', 'javascript:alert(1)'] }, 'images.1', IMAGE_URL_FORMAT],
    [{ colors: [{ name: 'Red', value: 'red;background:url(javascript:alert(1))' }] }, 'colors.0.value', COLOR_VALUE_FORMAT],
  ])('refuses %j on create with a 400 naming the field', async (overrides, field, message) => {
    const response = await as(t.staffToken).post('/api/admin/products').send(body(overrides)).expect(400);
    expect(response.body).toMatchObject({ status: false, errors: expect.arrayContaining([{ field, message }]) });
  });

  it('refuses unknown keys and bad values on update too, and answers 404 for an unknown product', async () => {
    const made = await create();
    expect(
      (
        await as(t.staffToken)
          .put(`/api/admin/products/${made.id}`)
          .send({ ...made, pet: 'dog' })
          .expect(400)
      ).body.errors,
    ).toEqual([{ field: 'pet', message: 'Unknown field "pet"' }]);
    await as(t.staffToken).put(`/api/admin/products/${made.id}`).send({ stock: -2 }).expect(400);
    const unsafe = await as(t.staffToken)
      .put(`/api/admin/products/${made.id}`)
      .send({ ...made, images: ['data:image/svg+xml,<svg onload=alert(1)>'], colors: [{ name: 'Red', value: 'expression(alert(1))' }] })
      .expect(400);
    expect(unsafe.body.errors).toEqual([
      { field: 'colors.0.value', message: COLOR_VALUE_FORMAT },
      { field: 'images.0', message: IMAGE_URL_FORMAT },
    ]);
    expect((await as(t.staffToken).get(`/api/admin/products/${made.id}`).expect(200)).body).toMatchObject({ images: made.images, colors: made.colors });
    await as(t.staffToken).put('/api/admin/products/3f0c1b5e-0000-4000-8000-000000000000').send({ stock: 2 }).expect(404);
  });

  it('answers 409 for a slug or SKU another product has, on create and update', async () => {
    const made = await create();
    expect(
      (
        await as(t.staffToken)
          .post('/api/admin/products')
          .send(body({ slug: made.slug }))
          .expect(409)
      ).body,
    ).toEqual({
      status: false,
      message: 'A product with this slug already exists',
      errors: [{ field: 'slug', message: 'A product with this slug already exists' }],
    });
    expect(
      (
        await as(t.staffToken)
          .post('/api/admin/products')
          .send(body({ sku: made.sku }))
          .expect(409)
      ).body.message,
    ).toBe('A product with this sku already exists');
    const other = await create();
    expect((await as(t.staffToken).put(`/api/admin/products/${other.id}`).send({ slug: made.slug }).expect(409)).body.message).toBe(
      'A product with this slug already exists',
    );
  });

  it('deletes a product, answering it as it was; the storefront answers 404 for it at once, and its change list remains', async () => {
    const made = await create();
    await t.http().get(`/api/products/${made.id}`).expect(200); // now cached
    expect((await as(t.admin).delete(`/api/admin/products/${made.id}`).expect(200)).body).toEqual(made);
    expect((await t.http().get(`/api/products/${made.id}`).expect(404)).body).toEqual({ status: false, message: 'Product not found' });
    await as(t.staffToken).get(`/api/admin/products/${made.id}`).expect(404);
    await as(t.admin).delete(`/api/admin/products/${made.id}`).expect(404);
    const changes = (await as(t.staffToken).get(`/api/admin/products/${made.id}/changes`).expect(200)).body;
    expect(changes.map((change: { action: string; actor: { role: string } }) => [change.action, change.actor.role])).toEqual([
      ['deleted', 'admin'],
      ['created', 'staff'],
    ]);
  });

  it("documents the routes with the contract's components", async () => {
    const { paths } = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
    const body = (path: string, method: string) => paths[path][method].requestBody.content['application/json'].schema.$ref;
    expect(body('/api/admin/products', 'post')).toBe('#/components/schemas/ProductCreateBody');
    expect(body('/api/admin/products/{id}', 'put')).toBe('#/components/schemas/ProductUpdateBody');
    expect(paths['/api/admin/products/{id}/changes'].get.responses['200'].content['application/json'].schema.items.$ref).toBe(
      '#/components/schemas/ProductChange',
    );
    expect(paths['/api/admin/products'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['range', 'filter', 'sort']);
  });
});
