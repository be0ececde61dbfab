import { HOME_ADDRESS as home } from '../../platform/testing/fixtures.js';
import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('addresses', () => {
  const t = suiteWorld(() => createTestApp('addresses'));
  const addressesOf = async (token: string) =>
    (
      await t
        .http()
        .get('/api/addresses/address')
        .set({ authorization: `Bearer ${token}` })
        .expect(200)
    ).body.address;

  it('adds addresses with one default, lists them and removes one', async () => {
    const { token } = await t.customer();
    const auth = { authorization: `Bearer ${token}` };
    const first = await t.http().post('/api/addresses').set(auth).send({ address: home }).expect(201);
    expect(first.body).toEqual({ status: true, message: 'Address added successfully', address: [{ _id: expect.any(String), ...home, defaultAddress: true }] });
    const office = { ...home, address: '3rd floor, Tech Park', area: 'Whitefield' };
    const second = await t
      .http()
      .post('/api/addresses')
      .set(auth)
      .send({ address: { ...office, defaultAddress: true } })
      .expect(201);
    expect(second.body.address.map((a: { area: string; defaultAddress: boolean }) => [a.area, a.defaultAddress])).toEqual([
      ['Whitefield', true],
      ['Indiranagar', false],
    ]);
    const listed = await t.http().get('/api/addresses/address').set(auth).expect(200);
    expect(listed.body).toEqual({ status: true, address: second.body.address });

    const removed = await t.http().delete(`/api/addresses/delete-address/${second.body.address[0]._id}`).set(auth).expect(200);
    expect(removed.body).toEqual({ status: true, message: 'Successfully address removed' });
    expect(await addressesOf(token)).toEqual([expect.objectContaining({ area: 'Indiranagar', defaultAddress: true })]);
  });

  it("answers 404 for another shopper's address and leaves it alone", async () => {
    const asha = await t.customer();
    const ravi = await t.customer();
    const { body } = await t
      .http()
      .post('/api/addresses')
      .set({ authorization: `Bearer ${asha.token}` })
      .send({ address: home })
      .expect(201);
    const id = body.address[0]._id;
    expect(
      (
        await t
          .http()
          .delete(`/api/addresses/delete-address/${id}`)
          .set({ authorization: `Bearer ${ravi.token}` })
          .expect(404)
      ).body,
    ).toEqual({
      status: false,
      message: 'Address not found',
    });
    expect(await addressesOf(ravi.token)).toEqual([]);
    expect(await addressesOf(asha.token)).toHaveLength(1);
    await t
      .http()
      .delete('/api/addresses/delete-address/not-an-id')
      .set({ authorization: `Bearer ${ravi.token}` })
      .expect(404);
  });

  it.each([
    ['name', 'Name is required'],
    ['mobile', 'Mobile number is required'],
    ['address', 'Address is required'],
    ['area', 'Area is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zip', 'Zip code is required'],
  ])('requires %s: "%s"', async (field, message) => {
    const { token } = await t.customer();
    const response = await t
      .http()
      .post('/api/addresses')
      .set({ authorization: `Bearer ${token}` })
      .send({ address: { ...home, [field]: '' } })
      .expect(400);
    expect(response.body).toEqual({ status: false, message, errors: [{ field: `address.${field}`, message }] });
  });

  it('refuses unknown fields and a missing address object', async () => {
    const { token } = await t.customer();
    const auth = { authorization: `Bearer ${token}` };
    await t
      .http()
      .post('/api/addresses')
      .set(auth)
      .send({ address: { ...home, userId: 'someone' } })
      .expect(400);
    await t.http().post('/api/addresses').set(auth).send(home).expect(400);
  });
});
