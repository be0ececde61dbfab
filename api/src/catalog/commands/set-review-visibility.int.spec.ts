import { randomUUID } from 'node:crypto';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { addProduct, refusal } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { catalogueWorld } from '../product-changes.fixture.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { SetReviewVisibilityCommand, SetReviewVisibilityHandler } from './set-review-visibility.js';
import { SubmitReviewCommand, SubmitReviewHandler } from './submit-review.js';

const staff: Actor = { _id: 's-1', role: 'staff' };

// Reviews are rows, not events: Given the catalogue's rows, Then the rows the command wrote.
describe('SetReviewVisibility', () => {
  const world = suiteWorld(async () => {
    const catalogue = await catalogueWorld('set_review_visibility');
    return { ...catalogue, submit: new SubmitReviewHandler(catalogue.pool), handler: new SetReviewVisibilityHandler(catalogue.pool) };
  });

  const review = (productId: string, rating: number) =>
    world.submit.execute(new SubmitReviewCommand({ email: 'asha@example.in', fullName: 'Asha Rao', review: `Rated ${rating}`, rating, productId }, undefined));
  const figures = async (productId: string) =>
    (await world.pool.query('SELECT rating::float8 AS rating, reviews_count AS count, latest_reviews AS latest FROM products WHERE id = $1', [productId]))
      .rows[0];
  const visible = async (id: string) => (await world.pool.query('SELECT visible FROM reviews WHERE id = $1', [id])).rows[0].visible;

  it("hides a review: the product's rating, count and latest reviews leave it out, and the catalogue hears of it", async () => {
    const { id: productId } = await addProduct(world.pool);
    const kept = await review(productId, 5);
    const spam = await review(productId, 1);

    world.heardHere.length = 0;
    await world.handler.execute(new SetReviewVisibilityCommand(spam._id, false, staff));

    expect(world.heardHere).toEqual([productId]); // this process's caches, before the command answers
    expect(await visible(spam._id)).toBe(false);
    expect(await figures(productId)).toEqual({ rating: 5, count: 1, latest: [kept] });
    await eventually(() => expect(world.announced).toContain(productId));
  });

  it('shows it again: it counts once more, in its place among the latest', async () => {
    const { id: productId } = await addProduct(world.pool);
    const first = await review(productId, 4);
    const second = await review(productId, 1);
    await world.handler.execute(new SetReviewVisibilityCommand(second._id, false, staff));

    await world.handler.execute(new SetReviewVisibilityCommand(second._id, true, staff));

    expect(await visible(second._id)).toBe(true);
    expect(await figures(productId)).toEqual({ rating: 2.5, count: 2, latest: [second, first] });
    const { rows } = await world.pool.query('SELECT actor, resource, action, changes FROM audit_log WHERE record_id = $1 ORDER BY id', [second._id]);
    expect(rows).toEqual([
      { actor: staff, resource: 'reviews', action: 'hidden', changes: { visible: { from: true, to: false } } },
      { actor: staff, resource: 'reviews', action: 'shown', changes: { visible: { from: false, to: true } } },
    ]);
  });

  it('changes nothing when the review already is as asked', async () => {
    const { id: productId } = await addProduct(world.pool);
    const only = await review(productId, 3);
    const before = (await world.pool.query('SELECT updated_at FROM products WHERE id = $1', [productId])).rows[0];
    world.heardHere.length = 0;

    await world.handler.execute(new SetReviewVisibilityCommand(only._id, true, staff));

    expect((await world.pool.query('SELECT updated_at FROM products WHERE id = $1', [productId])).rows[0]).toEqual(before);
    expect(world.heardHere).toEqual([]);
    expect((await world.pool.query('SELECT count(*)::int AS n FROM audit_log WHERE record_id = $1', [only._id])).rows[0].n).toBe(0);
  });

  it.each([
    ['an unknown review', randomUUID()],
    ['a malformed id', 'nope'],
  ])('refuses %s', async (_what, id) => {
    expect(await refusal(world.handler.execute(new SetReviewVisibilityCommand(id, false, staff)))).toEqual({ kind: 'not_found', message: 'Review not found' });
  });
});
