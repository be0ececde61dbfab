import { randomUUID } from 'node:crypto';
import { PRODUCT_NOT_FOUND } from '../../catalog/index.js';
import type { Account } from '../../platform/auth/account.js';
import { addProduct, eventsIn, refusal, stockOf, type TestProduct } from '../../platform/testing/command-spec.js';
import { HOME_ADDRESS } from '../../platform/testing/fixtures.js';
import { startPaymentsSandbox } from '../../payments/testing/payments-sandbox.js';
import { type PaymentCommandWorld, paymentCommandWorld } from '../testing/payment-command-world.js';
import { placeOrderHandler, shopperWithAddress } from '../testing/place-order-world.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import { orderStream } from '../order/order.js';
import { shippingAddressOf } from '../checkout/shipping-addresses.js';
import { keyedOrderId, PlaceOrderCommand, type PlaceOrderRequest } from './place-order.js';
import { reserveStock } from '../stock/stock-reservations.js';
import { GONE_PROCESS } from '../../platform/testing/fixtures.js';

describe('PlaceOrder', () => {
  let world: PaymentCommandWorld;
  const handlerWith = (payments: PaymentGateway) => placeOrderHandler(world, payments);
  beforeAll(async () => {
    world = await paymentCommandWorld('place_order');
  });
  afterAll(() => world.close());

  const shopper = () => shopperWithAddress(world);
  const request = (addressId: string, product: TestProduct, quantity = 2, overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
    totalAmount: product.price * quantity,
    shippingAddress: addressId,
    products: [{ productId: product.id, quantity, price: product.price }],
    ...overrides,
  });
  const place = (account: Account, body: PlaceOrderRequest, payments: PaymentGateway = world.sandbox.provider, idempotencyKey?: string) =>
    handlerWith(payments).execute(new PlaceOrderCommand(account, body, idempotencyKey));
  const placedCount = async (customerId: string) =>
    (await world.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'OrderPlaced' AND data->'customer'->>'_id' = $1", [customerId])).rows[0].n;
  const eventCount = async () => Number((await world.pool.query('SELECT count(*) FROM events')).rows[0].count);

  it('records OrderPlaced priced from the catalogue, reserves the stock and opens the provider order, with the shopper and the checkout as metadata', async () => {
    const { account, addressId } = await shopper();
    const product = await addProduct(world.pool, {
      name: 'Salmon kibble',
      price: 1299.5,
      stock: 5,
      colors: [{ name: 'Red', value: '#c00' }],
      images: ['/media/k.svg'],
    });

    const answer = await place(account, request(addressId, product));

    expect(answer).toEqual({
      _id: answer._id,
      totalAmount: 2599,
      currency: 'INR',
      razorpayOrderId: answer.razorpayOrderId,
      razorpayKeyId: 'rzp_test_sandbox',
      amount: 259_900,
      position: expect.anything(),
    });
    expect(await eventsIn(world.store, orderStream(answer._id))).toEqual([
      {
        type: 'OrderPlaced',
        data: {
          orderId: answer._id,
          orderNumber: expect.stringMatching(/^PS-\d{6}-[0-9A-F]{6}$/),
          customer: { _id: account._id },
          lines: [
            { productId: product.id, name: 'Salmon kibble', unitPrice: 1299.5, quantity: 2, image: '/media/k.svg', colors: [{ name: 'Red', value: '#c00' }] },
          ],
          totalAmount: 2599,
          currency: 'INR',
          razorpayOrderId: answer.razorpayOrderId,
          at: expect.any(String),
        },
        metadata: {
          actor: { _id: account._id, role: 'customer' },
          correlationId: answer._id,
          causationId: expect.stringMatching(/^command:/),
        },
      },
    ]);
    // Personal data stays out of the event: the address copy is the order's row, erasable.
    expect(await shippingAddressOf(world.pool, answer._id)).toEqual({ _id: addressId, ...HOME_ADDRESS });
    expect(await stockOf(world.pool, product.id)).toBe(3);
    expect(await world.sandbox.get(`/v1/orders/${answer.razorpayOrderId}`)).toMatchObject({ amount: 259_900, currency: 'INR', notes: { orderId: answer._id } });
  });

  it('takes the total the storefront rounded to whole rupees', async () => {
    const { account, addressId } = await shopper();
    const product = await addProduct(world.pool, { price: 199.5 });

    const answer = await place(account, request(addressId, product, 1, { totalAmount: 200 }));

    expect(answer).toMatchObject({ totalAmount: 199.5, amount: 19_950 });
  });

  it('refuses a price the catalogue no longer charges, a total that does not add up, an unknown product and too few units, taking no stock and recording nothing', async () => {
    const { account, addressId } = await shopper();
    const product = await addProduct(world.pool, { name: 'Cat collar', price: 349, stock: 3 });
    const before = await eventCount();

    expect(
      await refusal(place(account, request(addressId, product, 1, { products: [{ productId: product.id, quantity: 1, price: 299 }], totalAmount: 299 }))),
    ).toEqual({
      kind: 'unprocessable',
      message: 'The price of Cat collar has changed; please review your cart',
      field: 'products',
    });
    expect(await refusal(place(account, request(addressId, product, 1, { totalAmount: 300 })))).toEqual({
      kind: 'unprocessable',
      message: 'The order total does not match the prices; please review your cart',
      field: 'totalAmount',
    });
    for (const productId of [randomUUID(), 'not-a-uuid']) {
      expect(await refusal(place(account, request(addressId, { ...product, id: productId }, 1)))).toEqual({ kind: 'not_found', message: PRODUCT_NOT_FOUND });
    }
    expect(await refusal(place(account, request(addressId, product, 4)))).toEqual({
      kind: 'conflict',
      message: 'Not enough stock of Cat collar',
      field: 'products',
    });

    expect(await stockOf(world.pool, product.id)).toBe(3);
    expect(await eventCount()).toBe(before);
    const { rows } = await world.pool.query('SELECT 1 FROM order_shipping_addresses WHERE customer_id = $1', [account._id]);
    expect(rows).toEqual([]); // the short line's address went with its reservation
  });

  it('reserves checkouts made at once together, and refuses only the one whose line is short', async () => {
    const [kibble, litter] = [await addProduct(world.pool, { name: 'Kibble 3 kg', stock: 10 }), await addProduct(world.pool, { name: 'Cat litter', stock: 3 })];
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => shopper()));
    const wants = [
      [kibble, 2],
      [litter, 2],
      [kibble, 3],
      [litter, 2], // one unit short once the other litter order has its two
    ] as const;

    const outcomes = await Promise.allSettled(
      shoppers.map(({ account, addressId }, index) => {
        const [product, quantity] = wants[index]!;
        return place(account, request(addressId, product, quantity), world.sandbox.provider, `at-once-${index}`);
      }),
    );

    const refused = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [index] : []));
    expect(refused).toHaveLength(1);
    expect([1, 3]).toContain(refused[0]);
    const reason = outcomes[refused[0]!] as PromiseRejectedResult;
    expect(await refusal(Promise.reject(reason.reason))).toEqual({ kind: 'conflict', message: 'Not enough stock of Cat litter', field: 'products' });
    expect(await stockOf(world.pool, kibble.id)).toBe(5);
    expect(await stockOf(world.pool, litter.id)).toBe(1);
    for (const [index, { account }] of shoppers.entries()) {
      expect(await placedCount(account._id)).toBe(refused.includes(index) ? 0 : 1);
      const { rows } = await world.pool.query('SELECT 1 FROM order_shipping_addresses WHERE customer_id = $1', [account._id]);
      expect(rows).toHaveLength(refused.includes(index) ? 0 : 1);
    }
  });

  it("answers that there is no such address for another shopper's address", async () => {
    const { account } = await shopper();
    const { addressId: theirs } = await shopper();
    const product = await addProduct(world.pool);

    expect(await refusal(place(account, request(theirs, product)))).toEqual({ kind: 'not_found', message: 'Address not found' });
    expect(await stockOf(world.pool, product.id)).toBe(product.stock);
  });

  it('gives the stock back and asks to try again when the provider is not answering', async () => {
    const { account, addressId } = await shopper();
    const product = await addProduct(world.pool, { stock: 5 });
    const gone = await startPaymentsSandbox();
    await gone.close(); // the shop's real provider, with nothing listening where it calls
    const before = await eventCount();

    expect(await refusal(place(account, request(addressId, product), gone.provider))).toEqual({
      kind: 'unavailable',
      message: 'The payment provider is not answering; please try again in a moment',
    });
    expect(await stockOf(world.pool, product.id)).toBe(5);
    const { rows } = await world.pool.query(
      "SELECT count(*)::int AS n FROM stock_reservations WHERE release_reason = 'provider_unavailable' AND lines->0->>'productId' = $1",
      [product.id],
    );
    expect(rows[0].n).toBe(1);
    expect(await eventCount()).toBe(before);
  });

  describe('with an Idempotency-Key', () => {
    it('answers a retry with the order the first attempt placed, with its figures, taking nothing more', async () => {
      const { account, addressId } = await shopper();
      const product = await addProduct(world.pool, { price: 250, stock: 5 });

      const first = await place(account, request(addressId, product), world.sandbox.provider, 'checkout-1');
      const retried = await place(account, request(addressId, product), world.sandbox.provider, 'checkout-1');

      expect(retried).toEqual({ ...first, position: expect.anything() });
      expect(first._id).toBe(keyedOrderId(account._id, 'checkout-1', request(addressId, product)));
      expect(await placedCount(account._id)).toBe(1);
      expect(await stockOf(world.pool, product.id)).toBe(3);
    });

    it('places a second order for another key, or another request under the same key', async () => {
      const { account, addressId } = await shopper();
      const product = await addProduct(world.pool, { price: 250, stock: 9 });

      const first = await place(account, request(addressId, product), world.sandbox.provider, 'checkout-a');
      const otherKey = await place(account, request(addressId, product), world.sandbox.provider, 'checkout-b');
      const otherRequest = await place(account, request(addressId, product, 1), world.sandbox.provider, 'checkout-a');

      expect(new Set([first._id, otherKey._id, otherRequest._id]).size).toBe(3);
      expect(await placedCount(account._id)).toBe(3);
      expect(await stockOf(world.pool, product.id)).toBe(4);
    });

    it('places the order of an attempt that died after reserving its units, with those units, once', async () => {
      const { account, addressId } = await shopper();
      const product = await addProduct(world.pool, { price: 250, stock: 5 });
      const body = request(addressId, product);
      const orderId = keyedOrderId(account._id, 'died-midway', body);
      await reserveStock(world.pool, orderId, [{ productId: product.id, name: product.name, quantity: 2 }], GONE_PROCESS);

      const retried = await place(account, body, world.sandbox.provider, 'died-midway');

      expect(retried._id).toBe(orderId);
      expect(await placedCount(account._id)).toBe(1);
      expect(await stockOf(world.pool, product.id)).toBe(3);
    });
  });
});
