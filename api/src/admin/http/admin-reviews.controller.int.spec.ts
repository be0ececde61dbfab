import { staffReviewSchema } from '@petshop/contract';
import { addProduct } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('/api/admin/reviews', () => {
  const t = suiteWorld(async () => {
    const made = await createTestApp('admin_reviews');
    return { ...made, admin: await made.adminToken() };
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const review = async (productId: string, rating: number, fullName = 'Asha Rao') =>
    (
      await t
        .http()
        .post('/api/reviews')
        .send({ email: 'asha@example.in', fullName, review: `Rated ${rating}`, rating, productId })
        .expect(201)
    ).body.review as { _id: string };
  // The shopper's view, through the catalogue's caches (dropped when the change is announced).
  const storefront = async (productId: string) => {
    const product = (await t.http().get(`/api/products/${productId}`).expect(200)).body.product;
    const reviews = (await t.http().get(`/api/products/${productId}/reviews`).expect(200)).body;
    return {
      rating: product.rating,
      reviewsCount: product.reviewsCount,
      latest: product.reviews.map((r: { _id: string }) => r._id),
      listed: reviews.reviews.map((r: { _id: string }) => r._id),
    };
  };

  it('hides a review from the storefront, its rating and reviewsCount, and shows it again', async () => {
    const { id: productId } = await addProduct(t.database.pool, { name: 'Chew bone' });
    const kept = await review(productId, 5);
    const spam = await review(productId, 1, 'Spammer');
    await eventually(async () => expect(await storefront(productId)).toMatchObject({ rating: 3, reviewsCount: 2 }));

    const read = (await t.http().get(`/api/admin/reviews/${spam._id}`).set(as(t.admin)).expect(200)).body;
    expect(read).toEqual({
      id: spam._id,
      _id: spam._id,
      fullName: 'Spammer',
      email: 'asha@example.in',
      review: 'Rated 1',
      rating: 1,
      productId,
      date: expect.stringMatching(/Z$/),
      visible: true,
    });
    const hidden = await t
      .http()
      .put(`/api/admin/reviews/${spam._id}`)
      .set(as(t.admin))
      .send({ ...read, visible: false, rating: 5, review: 'ignored' })
      .expect(200);
    expect(hidden.body).toEqual({ ...read, visible: false });

    // At once: this process's catalogue caches are dropped before the answer.
    expect(await storefront(productId)).toMatchObject({ rating: 5, reviewsCount: 1, latest: [kept._id], listed: [kept._id] });

    await t.http().put(`/api/admin/reviews/${spam._id}`).set(as(t.admin)).send({ visible: true }).expect(200);
    expect(await storefront(productId)).toMatchObject({ rating: 3, reviewsCount: 2, latest: [spam._id, kept._id], listed: [spam._id, kept._id] });
  });

  it('lists every review, hidden ones too, filtered by productId and visible, sorted by date, paged with Content-Range', async () => {
    const { id: productId } = await addProduct(t.database.pool, { name: 'Cat tree' });
    const written = [];
    for (const rating of [2, 3, 4, 5]) written.push(await review(productId, rating));
    await t.http().put(`/api/admin/reviews/${written[1]!._id}`).set(as(t.admin)).send({ visible: false }).expect(200);

    const ofProduct = await t
      .http()
      .get('/api/admin/reviews')
      .query({ filter: JSON.stringify({ productId }), sort: '["date","ASC"]' })
      .set(as(t.admin))
      .expect(200);
    expect(ofProduct.body.map((r: { id: string }) => r.id)).toEqual(written.map((r) => r._id));
    expect(ofProduct.headers['content-range']).toBe('reviews 0-3/4');

    const newest = await t
      .http()
      .get('/api/admin/reviews')
      .query({ filter: JSON.stringify({ productId }), sort: '["createdAt","DESC"]', range: '[1,2]' })
      .set(as(t.admin))
      .expect(200);
    expect(newest.body.map((r: { id: string }) => r.id)).toEqual([written[2]!._id, written[1]!._id]);
    expect(newest.headers['content-range']).toBe('reviews 1-2/4');

    const hidden = await t
      .http()
      .get('/api/admin/reviews')
      .query({ filter: JSON.stringify({ productId, visible: false }) })
      .set(as(t.admin))
      .expect(200);
    expect(hidden.body).toEqual([expect.objectContaining({ id: written[1]!._id, visible: false })]);
    expect(hidden.headers['content-range']).toBe('reviews 0-0/1');

    const all = await t.http().get('/api/admin/reviews').set(as(t.admin)).expect(200);
    for (const record of all.body) expect(staffReviewSchema.strict().parse(record)).toEqual(record);
    expect(all.headers['content-range']).toMatch(/^reviews 0-\d+\/\d+$/);
    await t.http().get('/api/admin/reviews').query({ filter: '{"visible":"no"}' }).set(as(t.admin)).expect(400);
  });

  it('accepts only visible: unknown fields and a missing visible are 400; unknown reviews 404', async () => {
    const { id: productId } = await addProduct(t.database.pool);
    const one = await review(productId, 4);

    const unknown = await t.http().put(`/api/admin/reviews/${one._id}`).set(as(t.admin)).send({ visible: false, featured: true }).expect(400);
    expect(unknown.body).toMatchObject({
      status: false,
      message: 'Unknown field "featured"',
      errors: [{ field: 'featured', message: 'Unknown field "featured"' }],
    });
    await t.http().put(`/api/admin/reviews/${one._id}`).set(as(t.admin)).send({ rating: 1 }).expect(400);
    expect((await t.http().get(`/api/admin/reviews/${one._id}`).set(as(t.admin))).body).toMatchObject({ visible: true, rating: 4 });
    await t.http().put('/api/admin/reviews/00000000-0000-4000-8000-000000000000').set(as(t.admin)).send({ visible: false }).expect(404);
    await t.http().get('/api/admin/reviews/nope').set(as(t.admin)).expect(404);
  });

  it('is for staff and admins: customers 403, no token 401', async () => {
    const { id: productId } = await addProduct(t.database.pool);
    const one = await review(productId, 4);
    const shopper = await t.customer();
    await t.http().get('/api/admin/reviews').set(as(shopper.token)).expect(403);
    await t.http().put(`/api/admin/reviews/${one._id}`).set(as(shopper.token)).send({ visible: false }).expect(403);
    await t.http().get('/api/admin/reviews').expect(401);
    await t.http().put(`/api/admin/reviews/${one._id}`).send({ visible: false }).expect(401);

    const staff = await t.staff();
    await t.http().put(`/api/admin/reviews/${one._id}`).set(as(staff.token)).send({ visible: false }).expect(200);
  });
});
