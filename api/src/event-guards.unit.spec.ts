import { isCartEvent, isCartSessionEvent } from './cart/cart-event-guard.js';
import { isOrderEvent } from './ordering/order/order-event-guard.js';
import { isReturnEvent } from './returns/return-event-guard.js';
import { isVoucherEvent } from './vouchers/voucher-event-guard.js';

// Each context reads events through its own guard: it must take every event type the context
// stores and none of another's, since `$all` carries them all and a projection, reaction or mail
// that took another context's event as its own would act on the wrong data.
const contexts = {
  ordering: {
    guard: isOrderEvent,
    types: [
      'OrderPlaced',
      'PaymentCaptured',
      'PaymentFailed',
      'OrderStatusChanged',
      'OrderCancelled',
      'OrderRestored',
      'RefundRequested',
      'RefundProcessed',
      'RefundFailed',
      'VoucherReleased',
    ],
  },
  returns: { guard: isReturnEvent, types: ['ReturnRequested', 'ReturnStatusChanged', 'ReturnRefunded'] },
  vouchers: { guard: isVoucherEvent, types: ['VoucherIssued', 'VoucherRedeemed', 'VoucherRestored'] },
  cart: { guard: isCartEvent, types: ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCleared', 'CartOpened', 'CartClosed'] },
  cartSessions: { guard: isCartSessionEvent, types: ['CartSessionStarted'] },
};

describe("the contexts' event guards", () => {
  const everyType = Object.entries(contexts).flatMap(([owner, { types }]) => types.map((type) => ({ owner, type })));

  it.each(Object.entries(contexts))('%s takes its own events and rejects every other context’s', (name, { guard }) => {
    const taken = everyType.filter(({ type }) => guard({ type, data: {} })).map(({ owner, type }) => `${owner}:${type}`);
    expect(taken).toEqual(everyType.filter(({ owner }) => owner === name).map(({ owner, type }) => `${owner}:${type}`));
  });

  it('rejects a type no context stores', () => {
    for (const { guard } of Object.values(contexts)) expect(guard({ type: 'OrderShipped', data: {} })).toBe(false);
  });
});
