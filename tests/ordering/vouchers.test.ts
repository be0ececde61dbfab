import { addProduct, stockOf, type TestProduct } from '../../api/src/platform/testing/command-spec.js';
import { checkoutWorld, type Shopper } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

const REASONS = { question1: 'Why?', answer1: 'Changed my mind', question2: 'Condition?', answer2: 'Sealed product' };

// Store vouchers across the processes: issued by a voucher return, spent at checkout by the API,
// given back by the worker's reactions when an order is cancelled or refunded.
describe('store vouchers', () => {
  const w = suiteWorld(async () => {
    const made = await checkoutWorld('vouchers');
    return { ...made, admin: { authorization: `Bearer ${await made.t.adminToken()}` } };
  });

  const http = () => w.t.http();
  const newProduct = (price: number) => addProduct(w.t.database.pool, { name: `Chew toy ${price}`, price, stock: 20 });
  const order = (shopper: Shopper, product: TestProduct, quantity: number, voucherCode?: string) =>
    http()
      .post('/api/orders/create')
      .set(shopper.auth)
      .send({
        totalAmount: product.price * quantity,
        currency: 'INR',
        shippingAddress: shopper.addressId,
        products: [{ productId: product.id, quantity, price: product.price }],
        ...(voucherCode && { voucherCode }),
      });
  const deliver = async (orderId: string) => {
    for (const orderStatus of ['processing', 'shipped', 'delivered'])
      await http().patch(`/api/orders/${orderId}/status`).set(w.admin).send({ orderStatus }).expect(200);
  };
  const returnOf = async (shopper: Shopper, orderId: string, productId: string, returnPaymentMethod: string) => {
    const body = {
      orders: [{ orderID: orderId, products: [{ id: productId }] }],
      reasonToReturn: REASONS,
      methodForReturning: 'In-store pickup - Free',
      returnPaymentMethod,
    };
    const { _id } = (await http().post('/api/returns').set(shopper.auth).send(body).expect(201)).body.data;
    for (const status of ['approved', 'received']) await http().patch(`/api/returns/${_id}/status`).set(w.admin).send({ status }).expect(200);
    return (await http().patch(`/api/returns/${_id}/status`).set(w.admin).send({ status: 'refunded' }).expect(200)).body.data;
  };
  /** Given: a shopper with a voucher from returning two units of a ₹`price` product bought and delivered. */
  async function shopperWithVoucher(price: number): Promise<{ shopper: Shopper; code: string }> {
    const shopper = await w.shopper();
    const product = await newProduct(price);
    const { body } = await order(shopper, product, 2).expect(201);
    await w.payAndVerify(shopper, { orderId: body.data._id, razorpayOrderId: body.data.razorpayOrderId });
    await deliver(body.data._id);
    const { voucherCode } = await returnOf(shopper, body.data._id, product.id, 'store voucher');
    return { shopper, code: voucherCode };
  }
  const vouchers = async (shopper: Shopper) => (await http().get('/api/vouchers').set(shopper.auth).expect(200)).body.data;
  const balance = async (shopper: Shopper, code: string) => (await http().get(`/api/vouchers/${code}`).set(shopper.auth).expect(200)).body.voucher.balance;

  it('is issued by a voucher return, pays a smaller order in full with no provider order, then pays part of a larger one', async () => {
    const { shopper, code } = await shopperWithVoucher(300);
    expect(await vouchers(shopper)).toEqual([
      { _id: code, code, amount: 600, balance: 600, issuedAt: expect.any(String), returnId: expect.any(String), redemptions: [] },
    ]);
    const toy = await newProduct(250);
    await http().post('/api/cart/add').set(shopper.auth).send({ productId: toy.id, quantity: 1 }).expect(200);

    const whole = (await order(shopper, toy, 1, code.toLowerCase()).expect(201)).body.data;
    expect(whole).toMatchObject({ totalAmount: 250, amount: 0, voucherAmount: 250, paid: true, razorpayOrderId: null });
    const mine = (await http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data;
    expect(mine[0]).toMatchObject({ _id: whole._id, orderStatus: 'placed', paymentStatus: 'paid', voucher: { code, amount: 250 } });
    expect((await http().get('/api/cart').set(shopper.auth).expect(200)).body.cart.items).toEqual([]);
    expect(await stockOf(w.t.database.pool, toy.id)).toBe(19);

    const rest = (await order(shopper, toy, 2, code).expect(201)).body.data;
    expect(rest).toMatchObject({ totalAmount: 500, voucherAmount: 350, paid: false, amount: 15_000 });
    expect(await w.providerGet(`/v1/orders/${rest.razorpayOrderId}`)).toMatchObject({ amount: 15_000 });
    await w.payAndVerify(shopper, { orderId: rest._id, razorpayOrderId: rest.razorpayOrderId });
    expect((await http().get(`/api/orders/${rest._id}`).set(shopper.auth).expect(200)).body.data.paymentStatus).toBe('paid');

    const [spent] = await vouchers(shopper);
    expect(spent).toMatchObject({
      balance: 0,
      redemptions: [
        { orderId: whole._id, amount: 250 },
        { orderId: rest._id, amount: 350 },
      ],
    });
    expect((await order(shopper, toy, 1, code).expect(409)).body.message).toBe('This voucher has no balance left');
  });

  it('is unknown (404) to another shopper, at checkout and when asked for, and their checkout takes none of the stock', async () => {
    const { code } = await shopperWithVoucher(100);
    const stranger = await w.shopper();
    const toy = await newProduct(50);
    expect((await http().get(`/api/vouchers/${code}`).set(stranger.auth).expect(404)).body.message).toBe('Voucher not found');
    expect((await order(stranger, toy, 1, code).expect(404)).body.message).toBe('Voucher not found');
    expect(await stockOf(w.t.database.pool, toy.id)).toBe(20);
    expect(await vouchers(stranger)).toEqual([]);
  });

  it('goes to one of two checkouts racing for it; the other hears 409 and takes no stock', async () => {
    const { shopper, code } = await shopperWithVoucher(100);
    const toy = await newProduct(300);

    const answers = await Promise.all([order(shopper, toy, 1, code), order(shopper, toy, 1, code)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 201)!.body.data).toMatchObject({ voucherAmount: 200, amount: 10_000 });
    expect(await balance(shopper, code)).toBe(0);
    expect(await stockOf(w.t.database.pool, toy.id)).toBe(19);
  });

  it('comes back when the order it paid toward is given up at the payment page', async () => {
    const { shopper, code } = await shopperWithVoucher(100);
    const toy = await newProduct(300);
    const placed = (await order(shopper, toy, 1, code).expect(201)).body.data;
    expect(await balance(shopper, code)).toBe(0);

    await http().delete(`/api/orders/${placed._id}/cancel`).query({ reason: 'payment_dismissed' }).set(shopper.auth).expect(200);

    await eventually(async () => expect(await balance(shopper, code)).toBe(200), 20_000, 100);
    expect((await vouchers(shopper))[0].redemptions).toEqual([]);
    const events = (await http().get(`/api/orders/${placed._id}/events`).set(w.admin).expect(200)).body.data.map((event: { type: string }) => event.type);
    expect(events).toEqual(['OrderPlaced', 'OrderCancelled', 'VoucherReleased']);
  });

  it('comes back, beside a provider refund of the card’s part, when staff cancel a paid order', async () => {
    const { shopper, code } = await shopperWithVoucher(100);
    const toy = await newProduct(300);
    const placed = (await order(shopper, toy, 1, code).expect(201)).body.data;
    const { paid } = await w.payAndVerify(shopper, { orderId: placed._id, razorpayOrderId: placed.razorpayOrderId });

    await http().patch(`/api/orders/${placed._id}/status`).set(w.admin).send({ orderStatus: 'cancelled' }).expect(200);

    await eventually(async () => expect(await balance(shopper, code)).toBe(200), 20_000, 100);
    await eventually(
      async () => expect(await w.providerGet(`/v1/payments/${paid.razorpay_payment_id}`)).toMatchObject({ amount: 10_000, amount_refunded: 10_000 }),
      20_000,
      100,
    );
  });

  it('gets back what it paid for returned lines refunded by "refund", as the provider refunds only what went through it', async () => {
    const { shopper, code } = await shopperWithVoucher(100);
    const toy = await newProduct(150);
    const placed = (await order(shopper, toy, 1, code).expect(201)).body.data;
    expect(placed).toMatchObject({ paid: true, voucherAmount: 150 });
    await deliver(placed._id);

    await returnOf(shopper, placed._id, toy.id, 'refund');

    await eventually(async () => expect(await balance(shopper, code)).toBe(200), 20_000, 100);
    const events = (await http().get(`/api/orders/${placed._id}/events`).set(w.admin).expect(200)).body.data;
    // The return's one release (the order's invoice, issued off the checkout's path, may come before or after it).
    const releases = events.filter((event: { type: string }) => event.type === 'VoucherReleased');
    expect(releases).toEqual([expect.objectContaining({ data: expect.objectContaining({ code, amount: 150, reason: 'return' }) })]);
    expect(events.some((event: { type: string }) => event.type === 'RefundRequested')).toBe(false);
  });
});
