import { randomUUID } from 'node:crypto';
import type { Account } from '../../platform/auth/account.js';
import { addProduct, refusal } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { catalogueWorld } from '../product-changes.fixture.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { PRODUCT_NOT_FOUND } from '../messages.js';
import { SubmitReviewCommand, SubmitReviewHandler } from './submit-review.js';

// Reviews are rows, not events: Given the catalogue's rows, Then the rows the command wrote.
// Covers refresh-product-rating.ts, the helper the review commands keep the product's figures with.
describe('SubmitReview', () => {
  const world = suiteWorld(async () => {
    const catalogue = await catalogueWorld('submit_review');
    return { ...catalogue, handler: new SubmitReviewHandler(catalogue.pool) };
  });

  const review = (productId: string, rating: number, text = 'My dog loves it') => ({
    email: 'Asha@Example.in',
    fullName: 'Asha Rao',
    review: text,
    rating,
    productId,
  });
  const submit = (body: ReturnType<typeof review>, reviewer?: Account) => world.handler.execute(new SubmitReviewCommand(body, reviewer));
  const figures = async (productId: string) =>
    (await world.pool.query('SELECT rating::float8 AS rating, reviews_count AS count, latest_reviews AS latest FROM products WHERE id = $1', [productId]))
      .rows[0];

  it("stores the review under the signed-in reviewer, answers it as the contract shows it, and brings the product's figures up to date", async () => {
    const asha: Account = { _id: randomUUID(), email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', role: 'customer' };
    await world.pool.query(`INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Asha', 'Rao', $2, 'x', 'customer')`, [
      asha._id,
      asha.email,
    ]);
    const { id: productId } = await addProduct(world.pool);

    const stored = await submit(review(productId, 4), asha);

    expect(stored).toEqual({
      _id: expect.any(String),
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      review: 'My dog loves it',
      rating: 4,
      productId,
      date: expect.any(String),
    });
    expect((await world.pool.query('SELECT user_id::text FROM reviews WHERE id = $1', [stored._id])).rows[0].user_id).toBe(asha._id);
    expect(await figures(productId)).toEqual({ rating: 4, count: 1, latest: [stored] });
  });

  it('rates the product on its visible reviews only, rounded to one place, and keeps the latest three newest first', async () => {
    const { id: productId } = await addProduct(world.pool);
    const hidden = await submit(review(productId, 1, 'Spam'));
    await world.pool.query('UPDATE reviews SET visible = false WHERE id = $1', [hidden._id]);
    const written = [];
    for (const rating of [5, 4, 4, 4]) written.push(await submit(review(productId, rating, `Rated ${rating}`)));

    expect(await figures(productId)).toEqual({ rating: 4.3, count: 4, latest: written.slice(1).reverse() });
  });

  it("stores an anonymous review with no reviewer, and tells the catalogue's readers the product changed, this process's at once", async () => {
    const { id: productId } = await addProduct(world.pool);
    world.heardHere.length = 0;

    const stored = await submit(review(productId, 5));

    expect(world.heardHere).toEqual([productId]);

    expect((await world.pool.query('SELECT user_id FROM reviews WHERE id = $1', [stored._id])).rows[0].user_id).toBeNull();
    await eventually(() => expect(world.announced).toContain(productId));
  });

  it('answers that there is no such product for an unknown id or one that is no id at all, and stores nothing', async () => {
    const reviews = async () => (await world.pool.query('SELECT count(*)::int AS n FROM reviews')).rows[0].n;
    const before = await reviews();
    for (const productId of [randomUUID(), 'not-a-uuid']) {
      expect(await refusal(submit(review(productId, 5)))).toEqual({ kind: 'not_found', message: PRODUCT_NOT_FOUND });
    }
    expect(await reviews()).toBe(before);
  });
});
