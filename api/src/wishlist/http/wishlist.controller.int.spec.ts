import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('wishlist', () => {
  const t = suiteWorld(async () => {
    const made = await createTestApp('wishlist');
    return { ...made, productIds: (await made.http().get('/api/products').expect(200)).body.products.map((p: { _id: string }) => p._id) };
  });

  it('adds once, lists with full products, removes, and follows the shopper across sessions', async () => {
    const { token, user } = await t.customer({ password: 'Paws9' });
    const auth = { authorization: `Bearer ${token}` };
    const [a, b] = t.productIds;
    await t.http().post('/api/wishlist').set(auth).send({ productId: a }).expect(200);
    await t.http().post('/api/wishlist').set(auth).send({ productId: a }).expect(200);
    const both = await t.http().post('/api/wishlist').set(auth).send({ productId: b }).expect(200);
    expect(both.body.status).toBe(true);
    expect(both.body.items.map((i: { _id: string }) => i._id).sort()).toEqual([a, b].sort());
    expect(both.body.items[0].product).toMatchObject({ _id: expect.any(String), name: expect.any(String), price: expect.any(Number) });

    // Another device: a new login sees the same list.
    const login = await t.http().post('/api/auth/login').send({ email: user.email, password: 'Paws9' }).expect(200);
    const elsewhere = await t
      .http()
      .get('/api/wishlist')
      .set({ authorization: `Bearer ${login.body.token}` })
      .expect(200);
    expect(elsewhere.body.items).toHaveLength(2);

    const removed = await t.http().delete(`/api/wishlist/${a}`).set(auth).expect(200);
    expect(removed.body.items.map((i: { _id: string }) => i._id)).toEqual([b]);
    await t.http().delete(`/api/wishlist/${a}`).set(auth).expect(200);
    await t.http().delete('/api/wishlist/garbage').set(auth).expect(200);
  });

  it('answers 404 for an unknown product, and keeps lists apart', async () => {
    const asha = await t.customer();
    const ravi = await t.customer();
    await t
      .http()
      .post('/api/wishlist')
      .set({ authorization: `Bearer ${asha.token}` })
      .send({ productId: '3f0c1b5e-0000-4000-8000-000000000000' })
      .expect(404);
    await t
      .http()
      .post('/api/wishlist')
      .set({ authorization: `Bearer ${asha.token}` })
      .send({ productId: t.productIds[0] })
      .expect(200);
    expect(
      (
        await t
          .http()
          .get('/api/wishlist')
          .set({ authorization: `Bearer ${ravi.token}` })
          .expect(200)
      ).body.items,
    ).toEqual([]);
    await t.http().get('/api/wishlist').expect(401);
  });
});
