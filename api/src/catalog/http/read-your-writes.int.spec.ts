import { addProduct } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';

// The catalogue's answers are cached in memory and dropped when a change is announced. The NOTIFY
// reaches the writing process too, but may arrive after the write has answered: whoever wrote must
// still read their own write at once. Each case writes and reads many times; before each round the
// API's LISTEN connection is cut, so the NOTIFY can only arrive after its reconnection (a second
// later), as late as it ever does: the race, lost every time instead of now and then.
describe('catalogue: the writer reads its own write at once', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // Each case submits a review a round, more in a minute than one address may (REVIEWS_PER_ADDRESS_PER_MINUTE).
    t = await createTestApp('catalog_own_writes', { REVIEWS_PER_ADDRESS_PER_MINUTE: '1000' });
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await eventually(async () => expect(await listeners()).toBe(1)); // closing while it reconnects would leak it
    await t.close();
  });

  const LISTENER = "datname = current_database() AND application_name = 'petshop-listener'";
  const listeners = async () => (await t.database.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${LISTENER}`)).rows[0].n;
  const announcementsLate = () => t.database.pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${LISTENER}`);

  const ROUNDS = 25;
  const asAdmin = () => ({ authorization: `Bearer ${admin}` });
  const product = async (id: string) => (await t.http().get(`/api/products/${id}`).expect(200)).body.product;
  const searched = async (q: string) => (await t.http().get('/api/products').query({ q }).expect(200)).body.products;
  const review = (productId: string, rating: number) =>
    t
      .http()
      .post('/api/reviews')
      .send({ email: 'asha@example.in', fullName: 'Asha Rao', review: `Rated ${rating}`, rating, productId })
      .expect(201);
  const average = (ratings: number[]) => Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;

  it('shows a new review in the product’s rating and reviewsCount as soon as it is submitted', async () => {
    const name = `Own-review chew ${Date.now()}`;
    const { id } = await addProduct(t.database.pool, { name });
    const ratings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await announcementsLate();
      await product(id); // cached now
      await searched(name);
      const rating = (round % 5) + 1;
      ratings.push(rating);
      await review(id, rating);
      expect(await product(id)).toMatchObject({ reviewsCount: ratings.length, rating: average(ratings) });
      expect(await searched(name)).toEqual([expect.objectContaining({ _id: id, reviewsCount: ratings.length, rating: average(ratings) })]);
    }
  });

  it('takes a hidden review out of the product’s figures as soon as staff hide it, and back when shown', async () => {
    const { id } = await addProduct(t.database.pool, { name: `Own-hide toy ${Date.now()}` });
    const written: string[] = [];
    for (const rating of [5, 1]) written.push((await review(id, rating)).body.review._id);
    const [, spam] = written;
    for (let round = 0; round < ROUNDS; round++) {
      await announcementsLate();
      await product(id);
      await t.http().put(`/api/admin/reviews/${spam}`).set(asAdmin()).send({ visible: false }).expect(200);
      expect(await product(id)).toMatchObject({ reviewsCount: 1, rating: 5 });
      await t.http().put(`/api/admin/reviews/${spam}`).set(asAdmin()).send({ visible: true }).expect(200);
      expect(await product(id)).toMatchObject({ reviewsCount: 2, rating: 3 });
    }
  });

  it('shows a new price in the search and on the product as soon as staff change it', async () => {
    const name = `Own-price lead ${Date.now()}`;
    const { id } = await addProduct(t.database.pool, { name, price: 100 });
    for (let round = 1; round <= ROUNDS; round++) {
      await announcementsLate();
      await product(id);
      await searched(name);
      const price = 100 + round;
      await t.http().put(`/api/admin/products/${id}`).set(asAdmin()).send({ price }).expect(200);
      expect(await searched(name)).toEqual([expect.objectContaining({ _id: id, price })]);
      expect((await product(id)).price).toBe(price);
    }
  });
});
