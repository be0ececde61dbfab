import { streamIds } from '../platform/event-sourcing/stream-id.js';
import type { CartEvent, CartLineSnapshot } from './events.js';

export interface CartLine extends CartLineSnapshot {
  quantity: number;
}

/** How many of a cart's latest checkouts it remembers having been emptied for. */
const CHECKOUTS_REMEMBERED = 20;

/**
 * Lines in the order they were first added; one line per product. `checkedOut` holds the latest
 * orders the cart was emptied for: the worker's reaction to a paid order empties it, and a repeat of
 * that reaction (a replay, a crash before its checkpoint) must not take lines the shopper has added since.
 */
export interface Cart {
  lines: readonly CartLine[];
  checkedOut: readonly string[];
}

export const initialCart = (): Cart => ({ lines: [], checkedOut: [] });

export function evolveCart(cart: Cart, event: CartEvent): Cart {
  switch (event.type) {
    case 'CartItemAdded': {
      const { quantity, ...snapshot } = event.data;
      const existing = cart.lines.find((line) => line.productId === snapshot.productId);
      if (!existing) return { ...cart, lines: [...cart.lines, { ...snapshot, quantity }] };
      return {
        ...cart,
        lines: cart.lines.map((line) => (line === existing ? { ...line, ...snapshot, quantity: line.quantity + quantity } : line)),
      };
    }
    case 'CartItemQuantityChanged':
      return { ...cart, lines: cart.lines.map((line) => (line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line)) };
    case 'CartItemRemoved':
      return { ...cart, lines: cart.lines.filter((line) => line.productId !== event.data.productId) };
    case 'CartCleared': {
      const { orderId } = event.data;
      return { lines: [], checkedOut: orderId ? [...cart.checkedOut, orderId].slice(-CHECKOUTS_REMEMBERED) : cart.checkedOut };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** A shopper's cart is a stream of its own, named by the user's id. */
export const cartStream = streamIds('cart');

/**
 * What an effect on the shopper's cart is awaited under (AwaitedEffects): a paid order's answer
 * notes the reaction that empties the cart, and the cart's reads and changes wait for it first.
 */
export const cartSettledBy = (customerId: string): string => `cart:${customerId}`;
