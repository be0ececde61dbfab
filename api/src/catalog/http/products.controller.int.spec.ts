import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('catalogue', () => {
  const t = suiteWorld(() => createTestApp('catalog'));

  const list = async (query: Record<string, string | number> = {}) => (await t.http().get('/api/products').query(query).expect(200)).body;

  it('opens with a starting catalogue of at least 48 products, 24 to a page, newest first', async () => {
    const body = await list();
    expect(body.status).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalPages: Math.ceil(body.pagination.totalProducts / 24), totalProducts: expect.any(Number) });
    expect(body.pagination.totalProducts).toBeGreaterThanOrEqual(48);
    expect(body.products).toHaveLength(24);
    const product = body.products[0];
    expect(product).toEqual({
      _id: expect.any(String),
      id: product._id,
      name: expect.any(String),
      slug: expect.any(String),
      sku: expect.any(String),
      category: expect.any(String),
      price: expect.any(Number),
      originalPrice: product.originalPrice === null ? null : expect.any(Number),
      images: [expect.stringMatching(/^\/media\/products\/.+\.svg$/)],
      stock: expect.any(Number),
      stockStatus: expect.stringMatching(/^(in-stock|out-of-stock|backorder)$/),
      rating: 0,
      reviewsCount: 0,
      reviews: [],
      colors: expect.any(Array),
      sizes: expect.any(Array),
      description: expect.any(String),
      keyFeatures: expect.any(Array),
      whyChoose: expect.any(Array),
    });
    const image = await t.http().get(product.images[0]).expect(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers the same default list whether view=full is said or not', async () => {
    const said = await t.http().get('/api/products').query({ view: 'full', limit: 24 }).expect(200);
    const unsaid = await t.http().get('/api/products').query({ limit: 24 }).expect(200);
    expect(said.text).toBe(unsaid.text);
    expect(said.headers.etag).toBe(unsaid.headers.etag);
  });

  describe('view=card', () => {
    const CARD_KEYS = ['_id', 'id', 'name', 'slug', 'category', 'price', 'originalPrice', 'images', 'stock', 'stockStatus', 'rating', 'reviewsCount'];
    const asCard = (product: Record<string, unknown>) => Object.fromEntries(CARD_KEYS.map((key) => [key, product[key]]));

    it('answers the products of the default list, each with only what a card shows', async () => {
      const full = await list({ limit: 24 });
      const cards = await list({ limit: 24, view: 'card' });
      expect(cards.status).toBe(true);
      expect(cards.pagination).toEqual(full.pagination);
      expect(cards.products).toEqual(full.products.map(asCard));
      for (const card of cards.products) {
        expect(Object.keys(card)).toEqual(CARD_KEYS);
        for (const absent of ['sku', 'reviews', 'colors', 'sizes', 'description', 'keyFeatures', 'whyChoose']) expect(card).not.toHaveProperty(absent);
      }
    });

    it('searches, filters, sorts and pages as the default list does', async () => {
      const { category } = (await list()).products[0];
      const word = (await list()).products[0].name.split(/\s+/).find((w: string) => w.length > 3);
      const queries: Record<string, string | number>[] = [
        { category, sort: 'price_desc' },
        { q: word, sort: 'rating' },
        { page: 2, limit: 5, sort: 'price_asc' },
      ];
      for (const query of queries) {
        const [full, cards] = [await list(query), await list({ ...query, view: 'card' })];
        expect(cards.products.length).toBeGreaterThan(0);
        expect(cards).toEqual({ ...full, products: full.products.map(asCard) });
      }
    });

    it('refuses a view it does not know with a 400 in the shop’s error shape', async () => {
      for (const view of ['compact', 'CARD', '']) {
        const { body } = await t.http().get('/api/products').query({ view }).expect(400);
        expect(body).toEqual({ status: false, message: 'view must be full or card', errors: [{ field: 'view', message: 'view must be full or card' }] });
      }
    });
  });

  it('pages through every product exactly once', async () => {
    const first = await list({ limit: 20, page: 1 });
    const pages = [first];
    for (let page = 2; page <= first.pagination.totalPages; page++) pages.push(await list({ limit: 20, page }));
    const ids = pages.flatMap((body) => body.products.map((p: { _id: string }) => p._id));
    expect(new Set(ids).size).toBe(first.pagination.totalProducts);
    expect((await list({ page: first.pagination.totalPages + 1 })).products).toEqual([]);
  });

  it('caps the limit at 100', async () => {
    expect((await list({ limit: 1000 })).pagination.limit).toBe(100);
  });

  it('sorts by price both ways and by rating', async () => {
    const prices = (await list({ sort: 'price_asc', limit: 100 })).products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await list({ sort: 'price_desc', limit: 100 })).products.map((p: { price: number }) => p.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await t.http().get('/api/products').query({ sort: 'cheapest' }).expect(400);
  });

  it('searches name, description and category, every word, in any case', async () => {
    const all = (await list({ limit: 100 })).products as { name: string; description: string; category: string }[];
    const word = all[0]!.name.split(/\s+/).find((w) => w.length > 3)!;
    const found = (await list({ q: word.toUpperCase(), limit: 100 })).products as typeof all;
    expect(found.length).toBeGreaterThan(0);
    for (const product of found) expect(`${product.name} ${product.description} ${product.category}`.toLowerCase()).toContain(word.toLowerCase());
    expect((await list({ q: 'zzqx-no-such-thing' })).pagination).toMatchObject({ totalProducts: 0, totalPages: 0 });
    expect((await list({ q: '%' })).products).toEqual([]); // wildcards are literal
  });

  it('filters by category', async () => {
    const category = (await list()).products[0].category;
    const body = await list({ category, limit: 100 });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p: { category: string }) => p.category === category)).toBe(true);
  });

  it('answers a product by id, and 404 for an unknown or odd id', async () => {
    const [product] = (await list()).products;
    expect((await t.http().get(`/api/products/${product._id}`).expect(200)).body).toEqual({ status: true, product });
    for (const id of ['3f0c1b5e-0000-4000-8000-000000000000', 'not-an-id', '1;DROP TABLE products']) {
      expect(
        (
          await t
            .http()
            .get(`/api/products/${encodeURIComponent(id)}`)
            .expect(404)
        ).body,
      ).toEqual({ status: false, message: 'Product not found' });
    }
  });

  describe('reviews', () => {
    const review = (productId: string, overrides: Record<string, unknown> = {}) => ({
      email: 'guest@example.in',
      fullName: 'Guest Shopper',
      review: 'My Indie loves it',
      rating: 5,
      productId,
      ...overrides,
    });

    it('keeps rating and count current and shows the latest three on the product', async () => {
      const [, product] = (await list()).products;
      for (const [rating, text] of [
        [5, 'one'],
        [4, 'two'],
        [2, 'three'],
        [4, '<script>alert(1)</script>'],
      ] as const) {
        const response = await t
          .http()
          .post('/api/reviews')
          .send(review(product._id, { rating, review: text }))
          .expect(201);
        expect(response.body).toEqual({
          status: true,
          message: 'Review submitted successfully!',
          review: {
            _id: expect.any(String),
            fullName: 'Guest Shopper',
            email: 'guest@example.in',
            review: text,
            rating,
            productId: product._id,
            date: expect.any(String),
          },
        });
      }
      const { body } = await t.http().get(`/api/products/${product._id}`).expect(200);
      expect(body.product).toMatchObject({ rating: 3.8, reviewsCount: 4 });
      expect(body.product.reviews.map((r: { review: string }) => r.review)).toEqual(['<script>alert(1)</script>', 'three', 'two']);
      const listed = (await list({ limit: 100 })).products.find((p: { _id: string }) => p._id === product._id);
      expect(listed.rating).toBe(3.8);

      const page = await t.http().get(`/api/products/${product._id}/reviews`).query({ page: 2 }).expect(200);
      expect(page.body.reviews.map((r: { review: string }) => r.review)).toEqual(['one']);
      expect(page.body.pagination).toMatchObject({ page: 2, limit: 3, totalPages: 2 });
    });

    it('links a signed-in reviewer and uses their own email', async () => {
      const { token, user } = await t.customer();
      const [product] = (await list()).products;
      const response = await t
        .http()
        .post('/api/reviews')
        .set('authorization', `Bearer ${token}`)
        .send(review(product._id, { email: 'someone-else@example.in' }))
        .expect(201);
      expect(response.body.review.email).toBe(user.email);
      const { rows } = await t.database.pool.query('SELECT user_id::text FROM reviews WHERE id = $1', [response.body.review._id]);
      expect(rows[0].user_id).toBe(user._id);
    });

    it.each([
      [{ email: undefined }, 'email', 'Email is required'],
      [{ fullName: '' }, 'fullName', 'Full name is required'],
      [{ review: '   ' }, 'review', 'Review cannot be empty'],
      [{ rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ rating: '5' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ verified: true }, 'verified', 'Unknown field "verified"'],
    ])('refuses %j', async (overrides, field, message) => {
      const [product] = (await list()).products;
      const response = await t.http().post('/api/reviews').send(review(product._id, overrides)).expect(400);
      expect(response.body).toMatchObject({ status: false, message, errors: expect.arrayContaining([{ field, message }]) });
    });

    it('answers 404 for a review of an unknown product', async () => {
      await t.http().post('/api/reviews').send(review('3f0c1b5e-0000-4000-8000-000000000000')).expect(404);
      await t.http().post('/api/reviews').send(review('nope')).expect(404);
    });
  });
});
