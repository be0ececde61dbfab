import { randomUUID } from 'node:crypto';
import { cartStream } from '../../cart/index.js';
import type { Account } from '../../platform/auth/account.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { addProduct, eventsIn, given, refusal, stockOf, type TestProduct } from '../../platform/testing/command-spec.js';
import { startPaymentsSandbox } from '../../payments/testing/payments-sandbox.js';
import { type PaymentCommandWorld, paymentCommandWorld } from '../testing/payment-command-world.js';
import { placeOrderHandler, shopperWithAddress } from '../testing/place-order-world.js';
import { voucherStream } from '../../vouchers/voucher.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import { PlaceOrderCommand } from './place-order.js';

describe('PlaceOrder with a store voucher', () => {
  let world: PaymentCommandWorld;
  const place = (account: Account, addressId: string, product: TestProduct, voucherCode: string, payments: PaymentGateway = world.sandbox.provider) =>
    placeOrderHandler(world, payments).execute(
      new PlaceOrderCommand(account, {
        totalAmount: product.price,
        shippingAddress: addressId,
        products: [{ productId: product.id, quantity: 1, price: product.price }],
        voucherCode,
      }),
    );
  beforeAll(async () => {
    world = await paymentCommandWorld('place_order_voucher');
  });
  afterAll(() => world.close());

  /** Given: a shopper with a saved address and a voucher worth `amount` from a return of theirs. */
  async function shopperWithVoucher(amount: number): Promise<{ account: Account; addressId: string; code: string }> {
    const { account, addressId } = await shopperWithAddress(world);
    const code = `PSV-${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
    const owner = { _id: account._id, email: account.email };
    const issued = { type: 'VoucherIssued', data: { code, owner, amount, returnId: randomUUID(), at: new Date().toISOString() } };
    await given(world.store, voucherStream(code), [issued], {
      actor: { _id: 's-1', role: 'staff' },
      correlationId: 'r',
      causationId: 'r',
    });
    return { account, addressId, code };
  }
  const shopperActor = (account: Account) => ({ _id: account._id, role: 'customer' as const });
  const voucherEvents = async (code: string) => (await eventsIn(world.store, voucherStream(code))).map(({ type, data }) => ({ type, data }));

  it('pays part of the order with the whole balance and opens the provider order for the rest', async () => {
    const { account, addressId, code } = await shopperWithVoucher(100);
    const product = await addProduct(world.pool, { price: 349, stock: 3 });

    const answer = await place(account, addressId, product, code);

    expect(answer).toMatchObject({ totalAmount: 349, amount: 24_900, voucherAmount: 100, paid: false, razorpayOrderId: expect.any(String) });
    const [placed] = await eventsIn(world.store, orderStream(answer._id));
    expect(placed!.data).toMatchObject({ totalAmount: 349, voucher: { code, amount: 100 }, razorpayOrderId: answer.razorpayOrderId });
    expect(await world.sandbox.get(`/v1/orders/${answer.razorpayOrderId}`)).toMatchObject({ amount: 24_900 });
    expect((await voucherEvents(code)).at(-1)).toEqual({
      type: 'VoucherRedeemed',
      data: {
        code,
        orderId: answer._id,
        orderNumber: placed!.data && (placed!.data as { orderNumber: string }).orderNumber,
        amount: 100,
        at: expect.any(String),
      },
    });
  });

  it('pays a whole order from a larger balance: paid at once, no provider order, the cart left to the reaction, the stock kept, the rest left', async () => {
    const { account, addressId, code } = await shopperWithVoucher(500);
    const product = await addProduct(world.pool, { price: 349, stock: 3 });
    const line = { productId: product.id, name: product.name, unitPrice: 349, image: null, color: null, size: null, quantity: 1 };
    await given(world.store, cartStream(account._id), [{ type: 'CartItemAdded', data: line }], {
      actor: shopperActor(account),
      correlationId: 'c',
      causationId: 'c',
    });

    const answer = await place(account, addressId, product, code.toLowerCase());

    expect(answer).toMatchObject({ amount: 0, voucherAmount: 349, paid: true, razorpayOrderId: null });
    const { state } = await loadState(world.store, orderStream(answer._id), orderDecider);
    expect(state).toMatchObject({ status: 'placed', paymentStatus: 'paid', voucher: { code, amount: 349 } });
    expect(await stockOf(world.pool, product.id)).toBe(2);
    // The worker's reaction to the order placed paid empties it (EmptyCartOfPaidOrder), the API waiting for it.
    expect((await eventsIn(world.store, cartStream(account._id))).map(({ type }) => type)).toEqual(['CartItemAdded']);
    const again = await place(account, addressId, product, code);
    expect(again).toMatchObject({ voucherAmount: 151, paid: false, amount: 19_800 });
  });

  it('refuses a spent voucher (409), an unknown one and another shopper’s (404), giving the stock back', async () => {
    const { account, addressId, code } = await shopperWithVoucher(40);
    const stranger = await shopperWithVoucher(50);
    const product = await addProduct(world.pool, { price: 20, stock: 5 });
    await place(account, addressId, product, code);
    await place(account, addressId, product, code);

    expect(await refusal(place(account, addressId, product, code))).toEqual({
      kind: 'conflict',
      message: 'This voucher has no balance left',
      field: 'voucherCode',
    });
    expect(await refusal(place(account, addressId, product, stranger.code))).toEqual({ kind: 'not_found', message: 'Voucher not found' });
    expect(await refusal(place(account, addressId, product, 'PSV-NOSUCHCODE'))).toEqual({ kind: 'not_found', message: 'Voucher not found' });
    expect(await stockOf(world.pool, product.id)).toBe(3);
  });

  it('lets only one of two checkouts racing for a balance smaller than either order have it', async () => {
    const { account, addressId, code } = await shopperWithVoucher(100);
    const product = await addProduct(world.pool, { price: 349, stock: 5 });

    const results = await Promise.allSettled([place(account, addressId, product, code), place(account, addressId, product, code)]);

    expect(results.filter((result) => result.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: expect.objectContaining({ voucherAmount: 100 }) },
    ]);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(await refusal(Promise.reject(lost.reason))).toEqual({ kind: 'conflict', message: 'This voucher has no balance left', field: 'voucherCode' });
    expect((await voucherEvents(code)).map(({ type }) => type)).toEqual(['VoucherIssued', 'VoucherRedeemed']);
    expect(await stockOf(world.pool, product.id)).toBe(4);
  });

  it('gives the voucher back when the provider is not answering', async () => {
    const { account, addressId, code } = await shopperWithVoucher(100);
    const product = await addProduct(world.pool, { price: 349, stock: 5 });
    const gone = await startPaymentsSandbox();
    await gone.close();

    expect(await refusal(place(account, addressId, product, code, gone.provider))).toMatchObject({ kind: 'unavailable' });
    const events = await voucherEvents(code);
    expect(events.map(({ type }) => type)).toEqual(['VoucherIssued', 'VoucherRedeemed', 'VoucherRestored']);
    expect(events[2]!.data).toMatchObject({ amount: 100, reason: 'not_placed' });
    expect(await stockOf(world.pool, product.id)).toBe(5);
  });
});
