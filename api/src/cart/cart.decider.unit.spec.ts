import { CART_SESSION_EVENTS, carriedOver } from './cart.js';
import { cartDecider, OUT_OF_STOCK, type ProductFacts } from './cart.decider.js';
import type { CartEvent } from './events.js';
import { deciderSpec } from '../platform/testing/decider-spec.js';

const kibble: ProductFacts = {
  productId: 'p-kibble',
  name: 'Salmon kibble',
  price: 1299,
  image: '/media/products/k.svg',
  stock: 5,
  available: true,
  maxPerOrder: 5,
};
const added = (quantity: number, product = kibble): CartEvent => ({
  type: 'CartItemAdded',
  data: { productId: product.productId, name: product.name, unitPrice: product.price, image: product.image, color: null, size: null, quantity },
});

const given = deciderSpec(cartDecider);

describe('cart decider', () => {
  describe('AddItem', () => {
    it('adds a product with what the shopper saw', () =>
      given([])
        .when({ type: 'AddItem', product: kibble, quantity: 2, color: null, size: null })
        .then([added(2)]));

    it('adds to a line already there (the state sums them)', () => {
      given([added(2)])
        .when({ type: 'AddItem', product: kibble, quantity: 3, color: null, size: null })
        .then([added(3)]);
      const state = [added(2), added(3)].reduce(cartDecider.evolve, cartDecider.initialState());
      expect(state.lines).toEqual([expect.objectContaining({ productId: 'p-kibble', quantity: 5 })]);
    });

    it('refuses a product out of stock', () =>
      given([])
        .when({ type: 'AddItem', product: { ...kibble, stock: 0 }, quantity: 1, color: null, size: null })
        .thenRejects('conflict', OUT_OF_STOCK));

    it('refuses a product the catalogue marks unavailable', () =>
      given([])
        .when({ type: 'AddItem', product: { ...kibble, available: false }, quantity: 1, color: null, size: null })
        .thenRejects('conflict', OUT_OF_STOCK));

    it('refuses more than the stock, counting what is in the cart', () =>
      given([added(4)])
        .when({ type: 'AddItem', product: kibble, quantity: 2, color: null, size: null })
        .thenRejects('conflict', 'Only 5 left in stock', 'quantity'));

    it('refuses more than one order may take, counting what is in the cart, whatever the stock', () =>
      given([added(3)])
        .when({ type: 'AddItem', product: { ...kibble, stock: 100, maxPerOrder: 4 }, quantity: 2, color: null, size: null })
        .thenRejects('conflict', 'You can order at most 4 of Salmon kibble in one order', 'quantity'));

    it('takes a line up to what one order may take', () =>
      given([added(3)])
        .when({ type: 'AddItem', product: { ...kibble, stock: 100, maxPerOrder: 4 }, quantity: 1, color: null, size: null })
        .then([added(1)]));
  });

  describe('ChangeQuantity', () => {
    it('sets the quantity of a line', () =>
      given([added(1)])
        .when({ type: 'ChangeQuantity', product: kibble, quantity: 3 })
        .then([{ type: 'CartItemQuantityChanged', data: { productId: 'p-kibble', quantity: 3 } }]));

    it('changes nothing when the quantity is the same', () =>
      given([added(3)])
        .when({ type: 'ChangeQuantity', product: kibble, quantity: 3 })
        .then([]));

    it('lets a line shrink even when stock has run out', () =>
      given([added(3)])
        .when({ type: 'ChangeQuantity', product: { ...kibble, stock: 0 }, quantity: 1 })
        .then([{ type: 'CartItemQuantityChanged', data: { productId: 'p-kibble', quantity: 1 } }]));

    it('refuses to grow a line past the stock', () =>
      given([added(1)])
        .when({ type: 'ChangeQuantity', product: kibble, quantity: 6 })
        .thenRejects('conflict', 'Only 5 left in stock', 'quantity'));

    it('refuses to grow a line past what one order may take, and lets one over it shrink', () => {
      given([added(1)])
        .when({ type: 'ChangeQuantity', product: { ...kibble, stock: 100, maxPerOrder: 5 }, quantity: 6 })
        .thenRejects('conflict', 'You can order at most 5 of Salmon kibble in one order', 'quantity');
      // A line from before the limit (or a lower one since) can still be brought down to it.
      given([added(8)])
        .when({ type: 'ChangeQuantity', product: { ...kibble, stock: 100, maxPerOrder: 5 }, quantity: 7 })
        .then([{ type: 'CartItemQuantityChanged', data: { productId: 'p-kibble', quantity: 7 } }]);
    });

    it('refuses a product that is not in the cart', () =>
      given([])
        .when({ type: 'ChangeQuantity', product: kibble, quantity: 1 })
        .thenRejects('not_found', /not in your cart/));
  });

  describe('RemoveItem', () => {
    it('removes the line', () =>
      given([added(1)])
        .when({ type: 'RemoveItem', productId: 'p-kibble' })
        .then([{ type: 'CartItemRemoved', data: { productId: 'p-kibble' } }]));
    it('changes nothing for a product not in the cart', () => given([]).when({ type: 'RemoveItem', productId: 'p-kibble' }).then([]));
  });

  describe('ClearCart', () => {
    const closed = { type: 'CartClosed', data: { continuedIn: 1, reason: 'cleared' } } as const;

    it('empties a cart with lines and closes its books', () =>
      given([added(1)])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([{ type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } }, closed]));
    it('changes nothing for an empty cart', () =>
      given([added(1), { type: 'CartCleared', data: { reason: 'customer' } }])
        .when({ type: 'ClearCart', reason: 'customer' })
        .then([]));
    it('records a checkout even when the cart is already empty, and ends no session for it', () =>
      given([])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([{ type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } }]));
    it('empties a cart once per checkout: lines added after it stay when the other of verify and webhook comes', () =>
      given([added(1), { type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } }, added(2)])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([]));
    it('remembers the checkouts it was emptied for in the next session', () =>
      given([{ type: 'CartOpened', data: { session: 1, lines: [], checkedOut: ['o-1'] } }, added(2)])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([]));
    it('numbers the next session after its own', () =>
      given([{ type: 'CartOpened', data: { session: 4, lines: [], checkedOut: [] } }, added(2)])
        .when({ type: 'ClearCart', reason: 'customer' })
        .then([
          { type: 'CartCleared', data: { reason: 'customer' } },
          { type: 'CartClosed', data: { continuedIn: 5, reason: 'cleared' } },
        ]));
  });

  describe('closing the books of a long session', () => {
    /** A session of `length` events, kibble's quantity going 1, 2, 1, 2… */
    const sessionOf = (length: number): CartEvent[] =>
      Array.from({ length }, (_, i) => (i === 0 ? added(1) : { type: 'CartItemQuantityChanged', data: { productId: 'p-kibble', quantity: 1 + (i % 2) } }));
    const add = { type: 'AddItem', product: { ...kibble, productId: 'p-collar', name: 'Collar' }, quantity: 1, color: null, size: null } as const;
    const collar = added(1, add.product);

    it('leaves a session open while its stream, with the change and the closing, stays under the bound', () =>
      given(sessionOf(CART_SESSION_EVENTS - 3))
        .when(add)
        .then([collar]));

    it('closes the books with the change that brings the stream to the bound', () =>
      given(sessionOf(CART_SESSION_EVENTS - 2))
        .when(add)
        .then([collar, { type: 'CartClosed', data: { continuedIn: 1, reason: 'length' } }]));

    it('closes a longer stream from before sessions at its first change', () =>
      given(sessionOf(2_000))
        .when({ type: 'RemoveItem', productId: 'p-kibble' })
        .then([
          { type: 'CartItemRemoved', data: { productId: 'p-kibble' } },
          { type: 'CartClosed', data: { continuedIn: 1, reason: 'length' } },
        ]));

    it('carries over a stream from before sessions that is past the bound, with no change of its own', () =>
      given(sessionOf(2_000))
        .when({ type: 'CarryOver' })
        .then([{ type: 'CartClosed', data: { continuedIn: 1, reason: 'length' } }]));

    it('leaves a session under the bound to carry on', () =>
      given(sessionOf(CART_SESSION_EVENTS - 2))
        .when({ type: 'CarryOver' })
        .then([]));

    it('decides nothing on a closed session', () => {
      const closed = [...sessionOf(3), { type: 'CartClosed', data: { continuedIn: 1, reason: 'length' } } as CartEvent].reduce(
        cartDecider.evolve,
        cartDecider.initialState(),
      );
      expect(() => cartDecider.decide(add, closed)).toThrow('Cart session 0 is closed; session 1 carries on');
    });

    it('carries the lines and the checkouts over to the next session, which starts counting again', () => {
      const before = [added(2), { type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } } as CartEvent, collar].reduce(
        cartDecider.evolve,
        cartDecider.initialState(),
      );
      const next = cartDecider.evolve(cartDecider.initialState(), carriedOver(before));
      expect(next).toEqual({
        lines: [expect.objectContaining({ productId: 'p-collar', quantity: 1 })],
        checkedOut: ['o-1'],
        session: 1,
        events: 1,
        closed: false,
      });
    });
  });
});
