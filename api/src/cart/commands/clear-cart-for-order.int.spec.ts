import { randomUUID } from 'node:crypto';
import { commandWorld, eventsIn, given } from '../../platform/testing/command-spec.js';
import { cartSessionStream, cartSessionsStream, cartStream } from '../cart.js';
import { currentCart } from '../cart-sessions.js';
import { ClearCartForOrderCommand, ClearCartForOrderHandler } from './clear-cart-for-order.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('ClearCartForOrder', () => {
  const world = suiteWorld(() => commandWorld('empty_cart'));

  it('given a full cart, when its checkout is paid, then the cart is cleared for that order, once, and the next session waits for the shopper', async () => {
    const customerId = randomUUID();
    const orderId = randomUUID();
    const shopper = { _id: customerId, email: 'asha@example.in', role: 'customer' as const };
    const item = { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, image: null, color: null, size: null, quantity: 2 };
    await given(world.store, cartStream(customerId), [{ type: 'CartItemAdded', data: item }], { actor: shopper, correlationId: 'c', causationId: 'c' });
    const metadata = { actor: shopper, correlationId: orderId, causationId: `verify:pay_1` };
    const handler = new ClearCartForOrderHandler(world.store);

    await handler.execute(new ClearCartForOrderCommand(customerId, orderId, metadata));
    await handler.execute(new ClearCartForOrderCommand(customerId, orderId, metadata));

    expect(await eventsIn(world.store, cartStream(customerId), 1)).toEqual([
      { type: 'CartCleared', data: { reason: 'checkout', orderId }, metadata },
      { type: 'CartClosed', data: { continuedIn: 1, reason: 'cleared' }, metadata },
    ]);
    // The session closed empty: the shopper's next change opens the next one, carrying the order it was emptied for.
    expect(await eventsIn(world.store, cartSessionStream(customerId, 1))).toEqual([]);
    expect(await eventsIn(world.store, cartSessionsStream(customerId))).toEqual([]);
    const current = await currentCart(world.store, customerId);
    expect({ streamId: current.streamId, opening: current.opening }).toEqual({
      streamId: cartSessionStream(customerId, 1),
      opening: { type: 'CartOpened', data: { session: 1, lines: [], checkedOut: [orderId] } },
    });
  });
});
