import { randomUUID } from 'node:crypto';
import { PgNotifications } from '../../platform/database/notifications.js';
import { addProduct, refusal } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { CATALOG_CHANGED } from '../product.js';
import { SetReviewVisibilityCommand, SetReviewVisibilityHandler } from './set-review-visibility.js';
import { SubmitReviewCommand, SubmitReviewHandler } from './submit-review.js';

// Reviews are rows, not events: Given the catalogue's rows, Then the rows the command wrote.
describe('SetReviewVisibility', () => {
  let database: TestDatabase;
  let notifications: PgNotifications;
  let submit: SubmitReviewHandler;
  let handler: SetReviewVisibilityHandler;
  const announced: string[] = [];
  let cachesDropped = 0;
  beforeAll(async () => {
    database = await createTestDatabase('set_review_visibility');
    notifications = new PgNotifications(database.url);
    await notifications.start();
    await notifications.listen(CATALOG_CHANGED, (payload) => announced.push(payload));
    submit = new SubmitReviewHandler(database.pool);
    handler = new SetReviewVisibilityHandler(database.pool, { dropCaches: () => cachesDropped++ });
  });
  afterAll(async () => {
    await notifications.stop();
    await database.drop();
  });

  const review = (productId: string, rating: number) =>
    submit.execute(new SubmitReviewCommand({ email: 'asha@example.in', fullName: 'Asha Rao', review: `Rated ${rating}`, rating, productId }, undefined));
  const figures = async (productId: string) =>
    (await database.pool.query('SELECT rating::float8 AS rating, reviews_count AS count, latest_reviews AS latest FROM products WHERE id = $1', [productId]))
      .rows[0];
  const visible = async (id: string) => (await database.pool.query('SELECT visible FROM reviews WHERE id = $1', [id])).rows[0].visible;

  it("hides a review: the product's rating, count and latest reviews leave it out, and the catalogue hears of it", async () => {
    const { id: productId } = await addProduct(database.pool);
    const kept = await review(productId, 5);
    const spam = await review(productId, 1);

    await handler.execute(new SetReviewVisibilityCommand(spam._id, false));

    expect(await visible(spam._id)).toBe(false);
    expect(await figures(productId)).toEqual({ rating: 5, count: 1, latest: [kept] });
    await eventually(() => expect(announced).toContain(productId));
    expect(cachesDropped).toBeGreaterThan(0);
  });

  it('shows it again: it counts once more, in its place among the latest', async () => {
    const { id: productId } = await addProduct(database.pool);
    const first = await review(productId, 4);
    const second = await review(productId, 1);
    await handler.execute(new SetReviewVisibilityCommand(second._id, false));

    await handler.execute(new SetReviewVisibilityCommand(second._id, true));

    expect(await visible(second._id)).toBe(true);
    expect(await figures(productId)).toEqual({ rating: 2.5, count: 2, latest: [second, first] });
  });

  it('changes nothing when the review already is as asked', async () => {
    const { id: productId } = await addProduct(database.pool);
    const only = await review(productId, 3);
    const before = (await database.pool.query('SELECT updated_at FROM products WHERE id = $1', [productId])).rows[0];
    const dropped = cachesDropped;

    await handler.execute(new SetReviewVisibilityCommand(only._id, true));

    expect((await database.pool.query('SELECT updated_at FROM products WHERE id = $1', [productId])).rows[0]).toEqual(before);
    expect(cachesDropped).toBe(dropped);
  });

  it.each([
    ['an unknown review', randomUUID()],
    ['a malformed id', 'nope'],
  ])('refuses %s', async (_what, id) => {
    expect(await refusal(handler.execute(new SetReviewVisibilityCommand(id, false)))).toEqual({ kind: 'not_found', message: 'Review not found' });
  });
});
