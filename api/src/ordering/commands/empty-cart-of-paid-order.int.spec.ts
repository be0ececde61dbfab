import { randomUUID } from 'node:crypto';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { cartSessionStream, cartStream } from '../../cart/cart.js';
import { ClearCartForOrderCommand, ClearCartForOrderHandler } from '../../cart/commands/clear-cart-for-order.js';
import { commandBus, commandWorld, eventsIn, given } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import type { OrderEvent } from '../events.js';
import { at, captured, placed, type Placement, shopper } from '../testing/order-events.fixture.js';
import { EmptyCartOfPaidOrderCommand, EmptyCartOfPaidOrderHandler } from './empty-cart-of-paid-order.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

const checkoutDesk: Actor = { _id: null, role: 'system', name: 'checkout' };
const kibbleInCart = {
  type: 'CartItemAdded',
  data: { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, image: null, color: null, size: null, quantity: 2 },
};
const collarInCart = {
  type: 'CartItemAdded',
  data: { productId: 'p-collar', name: 'Collar', unitPrice: 349, image: null, color: null, size: null, quantity: 1 },
};

describe('EmptyCartOfPaidOrder (the worker’s reaction to a capture, or to an order a voucher paid in full)', () => {
  const world = suiteWorld(async () => {
    const made = await commandWorld('empty_cart_paid');
    return { ...made, handler: new EmptyCartOfPaidOrderHandler(made.store, commandBus([ClearCartForOrderCommand, new ClearCartForOrderHandler(made.store)])) };
  });

  /** Given: a shopper with a full cart and an order (placed so, by default for online payment) with these events. */
  async function shopperWithOrder(events: (orderId: string) => OrderEvent[], placement: Omit<Placement, 'orderId' | 'customer'> = {}) {
    const customer = { _id: randomUUID(), email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' };
    const orderId = randomUUID();
    const metadata = { actor: shopper(customer._id), correlationId: orderId, causationId: 'test' };
    await given(world.store, orderStream(orderId), [placed({ orderId, customer, ...placement }), ...events(orderId)], metadata);
    await given(world.store, cartStream(customer._id), [kibbleInCart], metadata);
    return { orderId, customerId: customer._id };
  }
  const react = (orderId: string) =>
    world.handler.execute(new EmptyCartOfPaidOrderCommand(orderId, { actor: checkoutDesk, correlationId: orderId, causationId: 'event:1' }));

  it('empties the cart of a shopper whose payment was captured without the page verifying it', async () => {
    const { orderId, customerId } = await shopperWithOrder((id) => [
      { ...captured(id, 2948), data: { ...captured(id, 2948).data, source: 'webhook' } } as OrderEvent,
    ]);
    await react(orderId);
    expect(await eventsIn(world.store, cartStream(customerId), 1)).toEqual([
      { type: 'CartCleared', data: { reason: 'checkout', orderId }, metadata: { actor: checkoutDesk, correlationId: orderId, causationId: 'event:1' } },
      { type: 'CartClosed', data: { continuedIn: 1, reason: 'cleared' }, metadata: { actor: checkoutDesk, correlationId: orderId, causationId: 'event:1' } },
    ]);
  });

  it('empties it once: what the shopper adds after the checkout stays when the reaction comes again', async () => {
    const { orderId, customerId } = await shopperWithOrder((id) => [captured(id, 2948)]);
    await react(orderId);
    // The shopper's next add opens the session the checkout closed empty, carrying the order it was emptied for.
    const opened = { type: 'CartOpened', data: { session: 1, lines: [], checkedOut: [orderId] } };
    await given(world.store, cartSessionStream(customerId, 1), [opened, collarInCart], {
      actor: shopper(customerId),
      correlationId: 'later',
      causationId: 'test',
    });
    await react(orderId);
    expect((await eventsIn(world.store, cartStream(customerId))).map(({ type }) => type)).toEqual(['CartItemAdded', 'CartCleared', 'CartClosed']);
    expect((await eventsIn(world.store, cartSessionStream(customerId, 1))).map(({ type }) => type)).toEqual(['CartOpened', 'CartItemAdded']);
  });

  it('empties the cart of an order a store voucher paid in full when it was placed, once', async () => {
    const { orderId, customerId } = await shopperWithOrder(() => [], { voucherAmount: 2948 });
    await react(orderId);
    await react(orderId);
    expect((await eventsIn(world.store, cartStream(customerId), 1)).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'CartCleared', data: { reason: 'checkout', orderId } },
      { type: 'CartClosed', data: { continuedIn: 1, reason: 'cleared' } },
    ]);
  });

  it('leaves the cart of an order a voucher paid only in part until its payment is captured', async () => {
    const { orderId, customerId } = await shopperWithOrder(() => [], { voucherAmount: 500 });
    await react(orderId);
    expect(await eventsIn(world.store, cartStream(customerId), 1)).toEqual([]);
  });

  it("leaves the cart of the shopper a return's replacement order is sent to: it is no checkout of theirs", async () => {
    const { orderId, customerId } = await shopperWithOrder(() => [], { replacementFor: randomUUID() });
    await react(orderId);
    expect(await eventsIn(world.store, cartStream(customerId), 1)).toEqual([]);
  });

  it('leaves the cart of an unpaid order, and of a cancelled one whose late payment is refunded', async () => {
    const unpaid = await shopperWithOrder(() => []);
    const cancelled = await shopperWithOrder((id) => [
      { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: null, at: at(1, 1) } },
      captured(id, 2948),
    ]);
    await react(unpaid.orderId);
    await react(cancelled.orderId);
    expect(await eventsIn(world.store, cartStream(unpaid.customerId), 1)).toEqual([]);
    expect(await eventsIn(world.store, cartStream(cancelled.customerId), 1)).toEqual([]);
  });
});
