import { execFileSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { addProduct } from '../../api/src/platform/testing/command-spec.js';
import { checkoutWorld, type Shopper } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

const REASONS = { question1: 'Why?', answer1: 'Changed my mind', question2: 'Condition?', answer2: 'Sealed product' };
// Words nobody else in the database has, so that finding one anywhere is finding the customer.
const PERSON = { firstName: 'Zenobia', lastName: 'Quartermaine', email: 'zenobia.quartermaine@example.in', password: 'Pass1' };
const ADDRESS = {
  name: 'Zenobia Q',
  mobile: '9834512760',
  address: '42 Tamarind Lane',
  area: 'Koramangala Block Nine',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560095',
};
const SECRETS = [PERSON.firstName, PERSON.lastName, PERSON.email, ADDRESS.mobile, ADDRESS.address, ADDRESS.area];

// A customer with a paid order, a returned one reimbursed by voucher, a cancelled one, a review and
// addresses, erased across the processes (API, worker, projections): afterwards neither Postgres
// (pg_dump of the whole database) nor Redis holds them, and the shop's figures and replays stand.
describe('erasing a customer', () => {
  const w = suiteWorld(async () => {
    const made = await checkoutWorld('erasure');
    return { ...made, admin: { authorization: `Bearer ${await made.t.adminToken()}` } };
  });

  const http = () => w.t.http();
  async function customer(): Promise<Shopper> {
    const { token, user } = await w.t.customer(PERSON);
    const auth = { authorization: `Bearer ${token}` };
    const added = await http().post('/api/addresses').set(auth).send({ address: ADDRESS }).expect(201);
    return { token, userId: user._id, addressId: added.body.address[0]._id, auth };
  }
  const place = async (shopper: Shopper, product: { id: string; price: number }) =>
    (
      await http()
        .post('/api/orders/create')
        .set(shopper.auth)
        .send({
          totalAmount: product.price,
          currency: 'INR',
          shippingAddress: shopper.addressId,
          products: [{ productId: product.id, quantity: 1, price: product.price }],
        })
        .expect(201)
    ).body.data;
  const replay = async (orderId: string) => {
    const events = (await http().get(`/api/orders/${orderId}/events`).set(w.admin).expect(200)).body.data;
    const { state } = (
      await http()
        .get(`/api/orders/${orderId}/replay`)
        .query({ revision: events.at(-1).revision })
        .set(w.admin)
        .expect(200)
    ).body.data;
    const { shippingAddress, ...rest } = state;
    return { rest, state: shippingAddress.state };
  };
  async function redisContents(prefix: string): Promise<string> {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const parts: string[] = [];
      for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
        for (const key of keys) {
          const type = await redis.type(key);
          const value =
            type === 'string'
              ? await redis.get(key)
              : type === 'hash'
                ? await redis.hgetall(key)
                : type === 'list'
                  ? await redis.lrange(key, 0, -1)
                  : type === 'set'
                    ? await redis.smembers(key)
                    : type === 'zset'
                      ? await redis.zrange(key, '0', '-1')
                      : type === 'stream'
                        ? await redis.xrange(key, '-', '+')
                        : null;
          parts.push(key, JSON.stringify(value));
        }
      }
      return parts.join('\n');
    } finally {
      redis.disconnect();
    }
  }

  it('leaves none of their personal data in Postgres or Redis, refuses them at once, and keeps the orders, amounts, voucher and replays', async () => {
    const shopper = await customer();
    const [paid, returned, cancelled] = await Promise.all(
      [800, 650, 300].map((price) => addProduct(w.t.database.pool, { name: `Erasure toy ${price}`, price, stock: 5 })),
    );
    const paidOrder = await place(shopper, paid!);
    await w.payAndVerify(shopper, { orderId: paidOrder._id, razorpayOrderId: paidOrder.razorpayOrderId });
    const returnedOrder = await place(shopper, returned!);
    await w.payAndVerify(shopper, { orderId: returnedOrder._id, razorpayOrderId: returnedOrder.razorpayOrderId });
    for (const orderStatus of ['processing', 'shipped', 'delivered'])
      await http().patch(`/api/orders/${returnedOrder._id}/status`).set(w.admin).send({ orderStatus }).expect(200);
    const request = {
      orders: [{ orderID: returnedOrder._id, products: [{ id: returned!.id }] }],
      reasonToReturn: REASONS,
      methodForReturning: 'In-store pickup - Free',
      returnPaymentMethod: 'store voucher',
    };
    const returnId = (await http().post('/api/returns').set(shopper.auth).send(request).expect(201)).body.data._id;
    for (const status of ['approved', 'received', 'refunded']) await http().patch(`/api/returns/${returnId}/status`).set(w.admin).send({ status }).expect(200);
    const cancelledOrder = await place(shopper, cancelled!);
    await http().delete(`/api/orders/${cancelledOrder._id}/cancel`).set(shopper.auth).expect(200);
    await http()
      .post('/api/reviews')
      .set(shopper.auth)
      .send({ email: PERSON.email, fullName: `${PERSON.firstName} ${PERSON.lastName}`, review: 'Sturdy toy', rating: 5, productId: paid!.id })
      .expect(201);
    await http().post('/api/newsletter').send({ email: PERSON.email });

    const orderIds = [paidOrder._id, returnedOrder._id, cancelledOrder._id];
    // The cancellation finishes in the worker, and so does the delivered order's invoice: wait until the read
    // models have every order where it ends and the invoice is in the delivered order's history, or the replays
    // taken below could miss an invoice issued while the customer is erased.
    await eventually(async () => {
      const { rows } = await w.t.database.pool.query('SELECT id, status FROM orders WHERE customer_id = $1', [shopper.userId]);
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
        [paidOrder._id]: 'placed',
        [returnedOrder._id]: 'return',
        [cancelledOrder._id]: 'cancelled',
      });
      expect((await replay(returnedOrder._id)).rest.invoice).not.toBeNull();
    });
    const totals = async () =>
      Object.fromEntries(
        (
          await w.t.database.pool.query('SELECT id, total_amount, amount_paid, amount_refunded, status, payment_status FROM orders WHERE customer_id = $1', [
            shopper.userId,
          ])
        ).rows.map((row) => [row.id, row]),
      );
    const voucher = async () => (await w.t.database.pool.query('SELECT * FROM vouchers WHERE owner_id = $1', [shopper.userId])).rows;
    const before = { totals: await totals(), voucher: await voucher(), replays: await Promise.all(orderIds.map(replay)) };
    expect(before.voucher).toHaveLength(1);

    await http().post(`/api/admin/customers/${shopper.userId}/erase`).set(w.admin).send({ reason: 'Asked in writing' }).expect(200);

    await http().get('/api/auth/me').set(shopper.auth).expect(401);
    await http().post('/api/auth/login').send({ email: PERSON.email, password: PERSON.password }).expect(401);
    expect(await totals()).toEqual(before.totals);
    expect(await voucher()).toEqual(before.voucher);
    const after = await Promise.all(orderIds.map(replay));
    expect(after).toEqual(before.replays); // the state (for tax) stays; the rest of the address went
    const page = (await http().get(`/api/admin/orders/${paidOrder._id}`).set(w.admin).expect(200)).body;
    expect(page).toMatchObject({
      customerName: 'erased customer',
      customerEmail: null,
      shippingAddress: { name: 'erased customer', state: 'Karnataka', city: '' },
    });
    const history = (await http().get(`/api/orders/${paidOrder._id}/history`).set(w.admin).expect(200)).body.data;
    expect(history[0].actor).toEqual({ _id: shopper.userId, email: null, role: 'customer', name: 'erased customer' });
    // The provider's view still sets the provider's record beside the shop's, and they still agree.
    const provider = (await http().get(`/api/admin/orders/${paidOrder._id}/provider`).set(w.admin).expect(200)).body;
    expect(provider.disagreements).toEqual([]);

    const dump = execFileSync('pg_dump', ['--data-only', new URL(w.t.database.url).toString()], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const redis = await redisContents(w.t.config.REDIS_PREFIX);
    // Each finding names its line (the dump's COPY sections name their tables), so a failure says where.
    const found = (text: string, secret: string) =>
      text
        .split('\n')
        .filter((line) => line.includes(secret))
        .map((line) => line.slice(0, 300));
    for (const secret of SECRETS) {
      expect({ secret, inDump: found(dump, secret) }).toEqual({ secret, inDump: [] });
      expect({ secret, inRedis: found(redis, secret) }).toEqual({ secret, inRedis: [] });
    }
    expect(dump).toContain('Asked in writing'); // the erasure itself is recorded
  });
});
