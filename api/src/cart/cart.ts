import { streamIds } from '../platform/event-sourcing/stream-id.js';
import type { CartEvent, CartLineSnapshot } from './events.js';

export interface CartLine extends CartLineSnapshot {
  quantity: number;
}

/** Lines in the order they were first added; one line per product. */
export interface Cart {
  lines: readonly CartLine[];
}

export const initialCart = (): Cart => ({ lines: [] });

export function evolveCart(cart: Cart, event: CartEvent): Cart {
  switch (event.type) {
    case 'CartItemAdded': {
      const { quantity, ...snapshot } = event.data;
      const existing = cart.lines.find((line) => line.productId === snapshot.productId);
      if (!existing) return { lines: [...cart.lines, { ...snapshot, quantity }] };
      return {
        lines: cart.lines.map((line) => (line === existing ? { ...line, ...snapshot, quantity: line.quantity + quantity } : line)),
      };
    }
    case 'CartItemQuantityChanged':
      return { lines: cart.lines.map((line) => (line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line)) };
    case 'CartItemRemoved':
      return { lines: cart.lines.filter((line) => line.productId !== event.data.productId) };
    case 'CartCleared':
      return initialCart();
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** A shopper's cart is a stream of its own, named by the user's id. */
export const cartStream = streamIds('cart');
