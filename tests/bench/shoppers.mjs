// Shoppers for the benchmarks: customers made straight in the bench database (or one signed up through the API),
// the catalogue stocked up, and one complete checkout (create, pay in the sandbox, verify-payment, then user-orders
// must show the order paid on the first read), as the storefront makes it; `shop` is what startShop answers.
//
// A shopper is a succession of customers, each placing at most BENCH_ORDERS_PER_CUSTOMER (10)
// orders: one account placing hundreds of orders in a minute is no customer, and its ever longer
// user-orders would make the figures depend on how long the bench runs. Customers are written into
// the bench database and given tokens signed with the shop's secret: hundreds of sign-ups through
// argon2 would take longer than the phases (the warm-up checkout signs up through the API).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { exitUnlessBuilt, JWT_SECRET, sleep } from './built-shop.mjs';

exitUnlessBuilt();
const { Tokens } = await import('../../api/dist/platform/auth/tokens.js');
// Where a checkout's verify job is, to time its parts; an older checkout may keep it elsewhere (then untimed).
const { verifyJobId } = await import('../../api/dist/ordering/commands/verify-payment.js').catch(() => ({ verifyJobId: undefined }));

export const STEPS = ['create', 'pay', 'verify', 'user-orders'];
export const ORDERS_PER_CUSTOMER = Number(process.env.BENCH_ORDERS_PER_CUSTOMER ?? 10);
export const BENCH_STOCK = 1_000_000;
const REQUEST_TIMEOUT_MS = 30_000;
const HOME = {
  name: 'Asha Rao',
  mobile: '9876543210',
  address: 'Flat 4B, Lotus Apartments',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038',
};

// The load generator shares the two cores with the shop, so it should cost as little as it can:
// node:http with kept-alive sockets costs a fraction of fetch's CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * Calls made again because a kept-alive socket was closed by its server (idle past its keep-alive
 * timeout) just as the call went out on it: the request never reached the server, so the call is
 * sent again on a fresh socket, as browsers do. Printed with each phase, never hidden.
 */
export const resent = { calls: 0 };

/** One HTTP call on a kept-alive socket. Throws a short reason. */
export function call(method, url, options = {}) {
  return callOnce(method, url, options).catch((error) => {
    if (!error.resendable) throw error;
    resent.calls++;
    return callOnce(method, url, options);
  });
}

function callOnce(method, url, { token, body, expect = 200, headers: extra = {} } = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  const headers = {
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      answered = true;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== expect) reject(new Error(`${response.statusCode} ${text.slice(0, 160)}`));
        else {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', (error) => {
      // Node's documented case of a kept-alive socket the server had closed: nothing was answered on it.
      if (request.reusedSocket && !answered && error.code === 'ECONNRESET') error.resendable = true;
      reject(error);
    });
    request.end(payload);
  });
}

export async function signUp(shop, label) {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.in`;
  const { token } = await call('POST', `${shop.base}/api/auth/signup`, {
    body: { firstName: 'Bench', lastName: 'Shopper', email, password: 'Bench123' },
    expect: 201,
  });
  const { address } = await call('POST', `${shop.base}/api/addresses`, { token, body: { address: HOME }, expect: 201 });
  return { token, addressId: address[0]._id };
}

/**
 * `count` customers with a default address, written straight into the bench database (with the
 * password hash of a customer who signed up through the API), each with a token the shop accepts.
 */
export async function createCustomers(db, count, label, passwordHash) {
  const { rows } = await db.query(
    `WITH customers AS (
       INSERT INTO users (id, first_name, last_name, email, password_hash, role)
       SELECT gen_random_uuid(), 'Bench', 'Shopper', 'bench-' || $2 || '-' || n || '@example.in', $3, 'customer'
       FROM generate_series(1, $1) AS n RETURNING id)
     INSERT INTO addresses (id, user_id, name, mobile, address, area, city, state, zip, default_address)
     SELECT gen_random_uuid(), id, $4, $5, $6, $7, $8, $9, $10, true FROM customers
     RETURNING id::text AS "addressId", user_id::text AS "customerId"`,
    [count, `${label}-${randomBytes(3).toString('hex')}`, passwordHash, HOME.name, HOME.mobile, HOME.address, HOME.area, HOME.city, HOME.state, HOME.zip],
  );
  const tokens = new Tokens(JWT_SECRET, '1d');
  return rows.map(({ customerId, addressId }) => ({ customerId, token: tokens.sign({ _id: customerId, role: 'customer' }), addressId }));
}

/**
 * The seed catalogue has a few dozen units per product, gone in seconds at the target rate, so
 * the bench gives every in-stock product plenty of units in its own database and tells the API's
 * catalogue cache (which listens on catalog_changed) to forget what it held.
 */
export async function stockUp(shop, db) {
  await db.query(`UPDATE products SET stock = $1 WHERE stock_status = 'in-stock'`, [BENCH_STOCK]);
  await db.query(`SELECT pg_notify('catalog_changed', 'bench')`);
  await sleep(200);
  const { products } = await call('GET', `${shop.base}/api/products?limit=100`);
  const inStock = products.filter((product) => product.stockStatus === 'in-stock' && product.stock >= BENCH_STOCK / 2);
  if (inStock.length === 0) throw new Error('No product in stock after restocking');
  return inStock.map(({ _id, price }) => ({ _id, price }));
}

/** One complete checkout; returns each step's time in ms, or throws naming the failed step. */
export async function checkout(shop, customer, products) {
  const product = products[Math.floor(Math.random() * products.length)];
  const { token, addressId } = customer;
  const times = {};
  let orderId;
  const step = async (name, run) => {
    const started = performance.now();
    try {
      const result = await run();
      times[name] = performance.now() - started;
      return result;
    } catch (error) {
      throw Object.assign(new Error(`${name}: ${error.message}`), { step: name, orderId });
    }
  };
  // With a fresh Idempotency-Key, as the storefront sends one with every checkout.
  const { data: order } = await step('create', () =>
    call('POST', `${shop.base}/api/orders/create`, {
      token,
      headers: { 'idempotency-key': randomBytes(16).toString('hex') },
      body: {
        totalAmount: product.price,
        currency: 'INR',
        shippingAddress: addressId,
        products: [{ productId: product._id, quantity: 1, price: product.price }],
      },
      expect: 201,
    }),
  );
  orderId = order._id;
  const paid = await step('pay', () => call('POST', `${shop.sandboxUrl}/sandbox/orders/${order.razorpayOrderId}/pay`, { body: { outcome: 'success' } }));
  const verifyStartedAt = Date.now(); // wall clock, to line up with BullMQ's job timestamps
  await step('verify', () =>
    call('POST', `${shop.base}/api/orders/verify-payment`, {
      token,
      body: { paymentId: paid.razorpay_payment_id, razorpayOrderId: paid.razorpay_order_id, signature: paid.razorpay_signature, orderId },
    }),
  );
  const verifyEndedAt = Date.now();
  await step('user-orders', async () => {
    const { data } = await call('GET', `${shop.base}/api/orders/user-orders`, { token });
    const mine = data.find((listed) => listed._id === orderId);
    if (!mine) throw new Error('order missing right after verify-payment');
    if (mine.paymentStatus !== 'paid') throw new Error(`paymentStatus '${mine.paymentStatus}' right after verify-payment`);
  });
  const total = STEPS.reduce((sum, name) => sum + times[name], 0);
  const verifyJob =
    customer.customerId && verifyJobId?.({ orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature }, customer.customerId);
  return { ...times, checkout: total, orderId, verifyJob, verifyStartedAt, verifyEndedAt };
}

/** A short reason for an error, without the ids that would make every one of them different. */
export const reasonOf = (error) => error.message.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|order_\w+|pay_\w+/g, '…').slice(0, 140);

/**
 * `shoppers` shoppers checking out until `stopAt` (a Date.now() time), each a succession of `customers`; every
 * completed checkout goes to `done`, every failure to `failed` (the shopper then waits a little: a failing shop should
 * not be hammered in a tight loop). Answers how many orders each customer placed.
 */
export async function goShopping(shop, { shoppers, customers, products, stopAt, done, failed }) {
  const ordersOf = new Map();
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      let customer = customers.shift();
      while (Date.now() < stopAt) {
        // The next customer takes over once this one has placed their orders (the last one stays on if none is left).
        if ((ordersOf.get(customer) ?? 0) >= ORDERS_PER_CUSTOMER && customers.length > 0) customer = customers.shift();
        try {
          const result = await checkout(shop, customer, products);
          ordersOf.set(customer, (ordersOf.get(customer) ?? 0) + 1);
          done(result);
        } catch (error) {
          failed(error);
          await sleep(50);
        }
      }
    }),
  );
  return ordersOf;
}
