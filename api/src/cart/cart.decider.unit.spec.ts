import { cartDecider, OUT_OF_STOCK, type ProductFacts } from './cart.decider.js';
import type { CartEvent } from './events.js';
import { deciderSpec } from '../platform/testing/decider-spec.js';

const kibble: ProductFacts = { productId: 'p-kibble', name: 'Salmon kibble', price: 1299, image: '/media/products/k.svg', stock: 5, available: true };
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
    it('empties a cart with lines', () =>
      given([added(1)])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([{ type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } }]));
    it('changes nothing for an empty cart', () =>
      given([added(1), { type: 'CartCleared', data: { reason: 'customer' } }])
        .when({ type: 'ClearCart', reason: 'customer' })
        .then([]));
    it('records a checkout even when the cart is already empty', () =>
      given([])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([{ type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } }]));
    it('empties a cart once per checkout: lines added after it stay when the other of verify and webhook comes', () =>
      given([added(1), { type: 'CartCleared', data: { reason: 'checkout', orderId: 'o-1' } }, added(2)])
        .when({ type: 'ClearCart', reason: 'checkout', orderId: 'o-1' })
        .then([]));
  });
});
