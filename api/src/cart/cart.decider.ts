import { unitsPerOrderMessage } from '@petshop/contract';
import type { Decider } from '../platform/event-sourcing/decider.js';
import { Rejection } from '../platform/event-sourcing/rejection.js';
import { CART_SESSION_EVENTS, evolveCart, initialCart, type Cart } from './cart.js';
import type { CartEvent } from './events.js';
import { isCartEvent } from './cart-event-guard.js';

/** What the catalogue says about a product at the time of the command. */
export interface ProductFacts {
  productId: string;
  name: string;
  price: number;
  image: string | null;
  stock: number;
  available: boolean;
  /** The most one order may take of it (UNITS_PER_PRODUCT_PER_ORDER): the cart says so when a line goes past it, not only the checkout. */
  maxPerOrder: number;
}

export type CartCommand =
  | { type: 'AddItem'; product: ProductFacts; quantity: number; color: string | null; size: string | null }
  | { type: 'ChangeQuantity'; product: ProductFacts; quantity: number }
  | { type: 'RemoveItem'; productId: string }
  | { type: 'ClearCart'; reason: 'customer' | 'checkout'; orderId?: string }
  /** Closes a session's books that are already at or past the bound (a stream from before sessions), carrying its lines over. */
  | { type: 'CarryOver' };

export const OUT_OF_STOCK = 'Product is out of stock';
const onlyLeft = (stock: number) => `Only ${stock} left in stock`;

/**
 * A change that empties the cart (a clear, a checkout) closes the session's books, and so does one
 * that brings its stream to CART_SESSION_EVENTS: the next session starts from what this one holds.
 * A clear of a cart that was already empty (a checkout that did not come from it) ends no shopping
 * session: it only records the order, and the length bound closes such a session in time.
 */
function decide(command: CartCommand, cart: Cart): CartEvent[] {
  // The shell (cart-sessions.ts) decides on the session that carries on; this one is history.
  if (cart.closed) throw new Error(`Cart session ${cart.session} is closed; session ${cart.session + 1} carries on`);
  if (command.type === 'CarryOver') return cart.events + 1 >= CART_SESSION_EVENTS ? [closing(cart, 'length')] : [];
  const events = decideChange(command, cart);
  if (events.length === 0) return events;
  const cleared = cart.lines.length > 0 && events.some((event) => event.type === 'CartCleared');
  if (!cleared && cart.events + events.length + 1 < CART_SESSION_EVENTS) return events;
  return [...events, closing(cart, cleared ? 'cleared' : 'length')];
}

const closing = (cart: Cart, reason: 'cleared' | 'length'): CartEvent => ({ type: 'CartClosed', data: { continuedIn: cart.session + 1, reason } });

function decideChange(command: Exclude<CartCommand, { type: 'CarryOver' }>, cart: Cart): CartEvent[] {
  switch (command.type) {
    case 'AddItem': {
      const { product, quantity } = command;
      if (!product.available || product.stock < 1) throw new Rejection('conflict', OUT_OF_STOCK);
      const inCart = cart.lines.find((line) => line.productId === product.productId)?.quantity ?? 0;
      if (inCart + quantity > product.stock) throw new Rejection('conflict', onlyLeft(product.stock), 'quantity');
      if (inCart + quantity > product.maxPerOrder) throw new Rejection('conflict', unitsPerOrderMessage(product.maxPerOrder, product.name), 'quantity');
      return [
        {
          type: 'CartItemAdded',
          data: {
            productId: product.productId,
            name: product.name,
            unitPrice: product.price,
            image: product.image,
            color: command.color,
            size: command.size,
            quantity,
          },
        },
      ];
    }
    case 'ChangeQuantity': {
      const { product, quantity } = command;
      const line = cart.lines.find((candidate) => candidate.productId === product.productId);
      if (!line) throw new Rejection('not_found', 'This product is not in your cart');
      if (line.quantity === quantity) return [];
      if (quantity > line.quantity && (!product.available || quantity > product.stock)) {
        throw new Rejection('conflict', product.stock < 1 || !product.available ? OUT_OF_STOCK : onlyLeft(product.stock), 'quantity');
      }
      if (quantity > line.quantity && quantity > product.maxPerOrder)
        throw new Rejection('conflict', unitsPerOrderMessage(product.maxPerOrder, product.name), 'quantity');
      return [{ type: 'CartItemQuantityChanged', data: { productId: product.productId, quantity } }];
    }
    case 'RemoveItem':
      // Removing what is not there changes nothing (a second click, another tab).
      return cart.lines.some((line) => line.productId === command.productId) ? [{ type: 'CartItemRemoved', data: { productId: command.productId } }] : [];
    case 'ClearCart':
      // A checkout empties the cart once, recorded even when it is already empty, so that a
      // repeated reaction to the paid order knows it has nothing left to do.
      if (command.orderId)
        return cart.checkedOut.includes(command.orderId) ? [] : [{ type: 'CartCleared', data: { reason: command.reason, orderId: command.orderId } }];
      return cart.lines.length === 0 ? [] : [{ type: 'CartCleared', data: { reason: command.reason } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const cartDecider: Decider<CartCommand, CartEvent, Cart> = { decide, evolve: evolveCart, initialState: initialCart, isEvent: isCartEvent };
