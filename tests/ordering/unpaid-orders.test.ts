import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../api/src/app.js';
import { unpaidOrderKeys } from '../../api/src/ordering/checkout/unpaid-order-counts.js';
import { loadConfig } from '../../api/src/platform/config.js';
import { checkoutWorld, type CheckoutWorld, type Product, type Shopper } from '../support/checkout.js';
import { eventually } from '../support/processes.js';

// Denial of inventory (OWASP OAT-021): unpaid orders hold their stock for the payment timeout (30
// minutes), so a customer, and a client address however many accounts sign up from it, may hold
// only 3 at once, of at most 5 units of a product each. The client address is X-Forwarded-For from
// the proxy TRUST_PROXY names (127.0.0.1, where the tests connect from), as for the write limits.
const LIMITS = { TRUST_PROXY: '127.0.0.1', UNPAID_ORDERS_PER_CUSTOMER: '3', UNPAID_ORDERS_PER_ADDRESS: '3', UNITS_PER_PRODUCT_PER_ORDER: '5' };
const TIMEOUT_SECONDS = 30 * 60;
type Line = { productId: string; quantity: number; price: number };
const AT_CUSTOMER_LIMIT = 'You have 3 orders awaiting payment: pay or cancel one before placing another';

describe('limits on unpaid orders', () => {
  let w: CheckoutWorld;
  /** A second API instance on the same database and Redis, as API_INSTANCES=2 runs. */
  let second: NestFastifyApplication;
  let redis: Redis;
  let product: Product;
  // Each case's shoppers come from addresses of its own (TEST-NET-3), so the cases never share a count.
  let nextAddress = 0;
  const newAddress = () => `203.0.113.${++nextAddress}`;

  beforeAll(async () => {
    w = await checkoutWorld('unpaid_orders', {}, LIMITS);
    redis = new Redis(w.t.config.REDIS_URL);
    const shared = { DATABASE_URL: w.t.database.url, REDIS_PREFIX: w.t.config.REDIS_PREFIX, SANDBOX_URL: w.sandbox.url };
    second = await createApp(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', ...shared, ...LIMITS }), pino({ level: 'silent' }));
    await second.init();
    await second.getHttpAdapter().getInstance().ready();
    product = await w.product(1);
    // Plenty of stock: only the limits may refuse these orders.
    await w.t.database.pool.query('UPDATE products SET stock = 10000 WHERE id = $1', [product._id]);
  });
  afterAll(async () => {
    redis?.disconnect();
    await second?.close();
    await w.close();
  });

  const create = (shopper: Shopper, from: string, lines: Line[] = [line(product, 1)], instance = w.t.http()) =>
    instance
      .post('/api/orders/create')
      .set({ ...shopper.auth, 'x-forwarded-for': from })
      .send({
        totalAmount: lines.reduce((sum, { quantity, price }) => sum + quantity * price, 0),
        currency: 'INR',
        shippingAddress: shopper.addressId,
        products: lines,
      });
  const line = ({ _id, price }: Product, quantity: number): Line => ({ productId: _id, quantity, price });
  /** Places an order the case expects to pass; answers its ids. */
  const placed = async (shopper: Shopper, from: string, quantity = 1) => {
    const { status, body } = await create(shopper, from, [line(product, quantity)]);
    expect({ status, message: body.message }).toEqual({ status: 201, message: 'Order created' });
    return { orderId: body.data._id as string, razorpayOrderId: body.data.razorpayOrderId as string };
  };
  /** Whether the order is still counted among the unpaid (1) or not (0). */
  const counted = (orderId: string) => redis.exists(unpaidOrderKeys(w.t.config.REDIS_PREFIX).order(orderId));

  it('refuses a customer a fourth unpaid order, whatever address they use, with a 429 whose Retry-After is when the oldest times out', async () => {
    const shopper = await w.shopper();
    const [oldest] = [await placed(shopper, newAddress()), await placed(shopper, newAddress()), await placed(shopper, newAddress())];
    const refused = await create(shopper, newAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: false, message: AT_CUSTOMER_LIMIT });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(TIMEOUT_SECONDS - 120);
    expect(retryAfter).toBeLessThanOrEqual(TIMEOUT_SECONDS);

    // The oldest was placed 20 minutes ago: the next place opens when it times out, in 10 minutes.
    await redis.zadd(unpaidOrderKeys(w.t.config.REDIS_PREFIX).customer(shopper.userId), 'XX', Date.now() - 20 * 60_000, oldest!.orderId);
    const later = await create(shopper, newAddress()).expect(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(10 * 60 - 60);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
  });

  it('counts an order out the moment it is paid, or cancelled by the shopper or by staff', async () => {
    const shopper = await w.shopper();
    const from = newAddress();
    const orders = [await placed(shopper, from), await placed(shopper, from), await placed(shopper, from)];
    await create(shopper, from).expect(429);

    await w.payAndVerify(shopper, orders[0]!);
    const afterPayment = await placed(shopper, from);
    await create(shopper, from).expect(429);

    await w.t.http().delete(`/api/orders/${orders[1]!.orderId}/cancel`).query({ reason: 'payment_dismissed' }).set(shopper.auth).expect(200);
    await placed(shopper, from);
    await create(shopper, from).expect(429);

    const staff = { authorization: `Bearer ${await w.t.adminToken()}` };
    await w.t.http().patch(`/api/orders/${orders[2]!.orderId}/status`).set(staff).send({ orderStatus: 'cancelled', reason: 'never paid' }).expect(200);
    await placed(shopper, from);
    await create(shopper, from).expect(429);

    // The worker's reactions forget the settled orders, and with them the address's hash; the unpaid stay counted.
    for (const { orderId } of orders) await eventually(async () => expect(await counted(orderId)).toBe(0));
    expect(await counted(afterPayment.orderId)).toBe(1);
  });

  it('refuses a fourth unpaid order from one address, however many accounts place them, and not other addresses', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) await placed(await w.shopper(), from);
    const refused = await create(await w.shopper(), from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many orders from your network are awaiting payment: please try again in (29|30) minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(TIMEOUT_SECONDS - 120);
    await placed(await w.shopper(), newAddress());
  });

  it('lets exactly as many through as the limit allows when one account, or one address, places many at once on two API instances', async () => {
    // Every other create goes to the second instance.
    const on = (index: number) => (index % 2 ? request(second.getHttpServer()) : w.t.http());
    const shopper = await w.shopper();
    const from = newAddress();
    const byOne = await Promise.all(Array.from({ length: 6 }, (_, index) => create(shopper, newAddress(), undefined, on(index))));
    expect(byOne.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);

    const shoppers = await Promise.all(Array.from({ length: 6 }, () => w.shopper()));
    const fromOne = await Promise.all(shoppers.map((each, index) => create(each, from, undefined, on(index))));
    expect(fromOne.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('lets one account, and many accounts from one address, hold no more than 15 units (15%) of a product stocked 100', async () => {
    // A product no other case has ordered, so no release of theirs moves its stock meanwhile.
    const { body } = await w.t.http().get('/api/products').query({ limit: 100 }).expect(200);
    const scarce: Product = body.products.find((each: Product & { stockStatus: string }) => each._id !== product._id && each.stockStatus === 'in-stock');
    await w.t.database.pool.query('UPDATE products SET stock = 100 WHERE id = $1', [scarce._id]);
    const held = async () => 100 - Number((await w.t.database.pool.query('SELECT stock FROM products WHERE id = $1', [scarce._id])).rows[0].stock);

    const hoarder = await w.shopper();
    const tooMany = await create(hoarder, newAddress(), [line(scarce, 6)]).expect(422);
    expect(tooMany.body.message).toBe(`You can order at most 5 of ${scarce.name} in one order`);
    // Nor in two lines of it: the contract refuses a product twice in one order.
    await create(hoarder, newAddress(), [line(scarce, 3), line(scarce, 3)]).expect(400);
    const byHoarder = [];
    for (let i = 0; i < 4; i++) byHoarder.push((await create(hoarder, newAddress(), [line(scarce, 5)])).status);
    expect(byHoarder).toEqual([201, 201, 201, 429]);
    expect(await held()).toBe(15);

    const from = newAddress();
    const accounts = await Promise.all(Array.from({ length: 8 }, () => w.shopper()));
    const fromOne = [];
    for (const account of accounts) fromOne.push((await create(account, from, [line(scarce, 5)])).status);
    expect(fromOne).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await held()).toBe(30);
  });
});
