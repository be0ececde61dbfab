import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';

describe('cart', () => {
  let t: TestApp;
  let products: { _id: string; name: string; price: number; stock: number; stockStatus: string }[];
  beforeAll(async () => {
    t = await createTestApp('cart');
    products = (await t.http().get('/api/products').query({ limit: 100 }).expect(200)).body.products;
  });
  afterAll(() => t.close());

  const inStock = () => products.filter((p) => p.stock >= 3 && p.stockStatus === 'in-stock');
  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('authorization', `Bearer ${token}`),
    post: (path: string, body: object) => t.http().post(path).set('authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => t.http().patch(path).set('authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => t.http().delete(path).set('authorization', `Bearer ${token}`),
  });

  it('adds, adds again to the same line, changes, removes and clears, answering the cart each time', async () => {
    const { token, user } = await t.customer();
    const shopper = as(token);
    const [a, b] = inStock();
    expect((await shopper.get('/api/cart').expect(200)).body).toEqual({ status: true, cart: { items: [], totalAmount: 0 } });

    const first = await shopper.post('/api/cart/add', { productId: a!._id, quantity: 1, color: 'Red', size: 'M' }).expect(200);
    expect(first.body).toEqual({
      status: true,
      message: 'product item added in the cart successfull',
      cart: {
        items: [
          {
            _id: a!._id,
            product: { _id: a!._id, name: a!.name, price: a!.price, images: expect.any(Array), color: 'Red', size: 'M' },
            quantity: 1,
            price: a!.price,
          },
        ],
        totalAmount: a!.price,
      },
    });
    const again = await shopper.post('/api/cart/add', { productId: a!._id, quantity: 2 }).expect(200);
    expect(again.body.cart.items).toHaveLength(1);
    expect(again.body.cart.items[0].quantity).toBe(3);

    const both = await shopper.post('/api/cart/add', { productId: b!._id, quantity: 1 }).expect(200);
    expect(both.body.cart.totalAmount).toBeCloseTo(a!.price * 3 + b!.price, 2);

    const changed = await shopper.patch(`/api/cart/items/${a!._id}`, { quantity: 1 }).expect(200);
    expect(changed.body.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 1]);

    const removed = await shopper.delete(`/api/cart/remove/${b!._id}`).expect(200);
    expect(removed.body).toMatchObject({ status: true, message: 'Item removed from cart' });
    expect(removed.body.cart.items.map((i: { _id: string }) => i._id)).toEqual([a!._id]);
    expect((await shopper.get('/api/cart').expect(200)).body.cart).toEqual(removed.body.cart);

    expect((await shopper.delete('/api/cart').expect(200)).body).toEqual({ status: true, cart: { items: [], totalAmount: 0 } });

    // Every change is an event on the shopper's cart stream, with who did it.
    const { rows } = await t.database.pool.query(`SELECT type, metadata FROM events WHERE stream_id = $1 ORDER BY revision`, [`cart-${user._id}`]);
    expect(rows.map((r: { type: string }) => r.type)).toEqual([
      'CartItemAdded',
      'CartItemAdded',
      'CartItemAdded',
      'CartItemQuantityChanged',
      'CartItemRemoved',
      'CartCleared',
      'CartClosed',
    ]);
    expect(rows[0].metadata).toMatchObject({
      actor: { _id: user._id, role: 'customer' },
      correlationId: expect.any(String),
      causationId: expect.any(String),
    });
  });

  it('starts a new cart stream after the shopper empties the cart, which answers only what is added since', async () => {
    const { token, user } = await t.customer();
    const shopper = as(token);
    const [a, b] = inStock();
    await shopper.post('/api/cart/add', { productId: a!._id, quantity: 1 }).expect(200);
    await shopper.delete('/api/cart').expect(200);
    const next = await shopper.post('/api/cart/add', { productId: b!._id, quantity: 2 }).expect(200);
    expect(next.body.cart.items.map((i: { _id: string; quantity: number }) => [i._id, i.quantity])).toEqual([[b!._id, 2]]);
    expect((await shopper.get('/api/cart').expect(200)).body.cart).toEqual(next.body.cart);

    const { rows } = await t.database.pool.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY revision`, [`cart-${user._id}.1`]);
    expect(rows.map((r: { type: string }) => r.type)).toEqual(['CartOpened', 'CartItemAdded']);
  });

  it('keeps the lines of a long session across the end of its books (150 changes)', async () => {
    const { token, user } = await t.customer();
    const shopper = as(token);
    const [a, b] = inStock();
    await shopper.post('/api/cart/add', { productId: b!._id, quantity: 1 }).expect(200);
    await shopper.post('/api/cart/add', { productId: a!._id, quantity: 1 }).expect(200);
    for (let i = 0; i < 148; i++) await shopper.patch(`/api/cart/items/${a!._id}`, { quantity: 1 + ((i + 1) % 3) }).expect(200);

    const cart = (await shopper.get('/api/cart').expect(200)).body.cart;
    expect(cart.items.map((i: { _id: string; quantity: number }) => [i._id, i.quantity])).toEqual([
      [b!._id, 1],
      [a!._id, 1 + (148 % 3)],
    ]);
    const { rows } = await t.database.pool.query(
      `SELECT stream_id, count(*)::int AS n FROM events WHERE stream_id LIKE $1 GROUP BY stream_id ORDER BY stream_id`,
      [`cart-${user._id}%`],
    );
    expect(rows.map((r: { stream_id: string }) => r.stream_id)).toEqual([`cart-${user._id}`, `cart-${user._id}.1`]);
    expect(rows[0].n).toBe(100);
  });

  it('checks stock on add', async () => {
    const { token } = await t.customer();
    const soldOut = products.find((p) => p.stock === 0)!;
    const response = await as(token).post('/api/cart/add', { productId: soldOut._id, quantity: 1 }).expect(409);
    expect(response.body).toEqual({ status: false, message: 'Product is out of stock' });
    const [a] = inStock();
    const tooMany = await as(token)
      .post('/api/cart/add', { productId: a!._id, quantity: a!.stock + 1 })
      .expect(409);
    expect(tooMany.body.message).toBe(`Only ${a!.stock} left in stock`);
  });

  it('answers 404 for an unknown product and 400 for a bad quantity', async () => {
    const { token } = await t.customer();
    await as(token).post('/api/cart/add', { productId: '3f0c1b5e-0000-4000-8000-000000000000', quantity: 1 }).expect(404);
    await as(token).post('/api/cart/add', { productId: 'not-an-id', quantity: 1 }).expect(404);
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const response = await as(token).post('/api/cart/add', { productId: inStock()[0]!._id, quantity }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'quantity', message: expect.any(String) }]);
    }
    await as(token).post('/api/cart/add', { productId: inStock()[0]!._id, quantity: 1, price: 1 }).expect(400);
  });

  it("keeps each shopper's cart to themselves", async () => {
    const asha = await t.customer();
    const ravi = await t.customer();
    const [a] = inStock();
    await as(asha.token).post('/api/cart/add', { productId: a!._id, quantity: 1 }).expect(200);
    expect((await as(ravi.token).get('/api/cart').expect(200)).body.cart.items).toEqual([]);
    await as(ravi.token).delete(`/api/cart/remove/${a!._id}`).expect(200);
    await as(ravi.token).delete('/api/cart').expect(200);
    expect((await as(asha.token).get('/api/cart').expect(200)).body.cart.items).toHaveLength(1);
  });

  it('is for signed-in customers only', async () => {
    await t.http().get('/api/cart').expect(401);
    const admin = await t.adminToken();
    expect((await as(admin).get('/api/cart').expect(403)).body).toEqual({ status: false, message: 'You do not have access to this' });
  });

  it('serialises concurrent adds from two tabs without losing one', async () => {
    const { token } = await t.customer();
    const [a] = inStock();
    await Promise.all([1, 1, 1].map((quantity) => as(token).post('/api/cart/add', { productId: a!._id, quantity }).expect(200)));
    expect((await as(token).get('/api/cart').expect(200)).body.cart.items[0].quantity).toBe(3);
  });

  it('takes twenty parallel adds to one cart without a single conflict answer (a double-click never hears "changed by someone else")', async () => {
    const { token } = await t.customer();
    // Twenty products, one unit each: every add writes the one cart stream, and none goes past what one order may take.
    const twenty = inStock().slice(0, 20);
    expect(twenty).toHaveLength(20);
    const answers = await Promise.all(twenty.map((product) => as(token).post('/api/cart/add', { productId: product._id, quantity: 1 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const { items } = (await as(token).get('/api/cart').expect(200)).body.cart;
    expect(items.map((item: { quantity: number }) => item.quantity)).toEqual(Array(20).fill(1));
  });
});
