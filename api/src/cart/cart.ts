import { streamIds } from '../platform/event-sourcing/stream-id.js';
import type { CartEvent, CartLineSnapshot, CartOpened } from './events.js';

export interface CartLine extends CartLineSnapshot {
  quantity: number;
}

/** How many of a cart's latest checkouts it remembers having been emptied for. */
const CHECKOUTS_REMEMBERED = 20;

/**
 * A session's books are closed once it holds this many events, its contents carried over to the
 * next: a shopper who adds and removes for ever without checking out still never has a longer cart
 * stream to fold (docs/streams.md).
 */
export const CART_SESSION_EVENTS = 100;

/**
 * One shopping session's cart. Lines in the order they were first added; one line per product.
 * `checkedOut` holds the latest orders the cart was emptied for: the worker's reaction to a paid order
 * empties it, and a repeat of that reaction (a replay, a crash before its checkpoint) must not take
 * lines the shopper has added since; it crosses sessions with the lines. `events` counts the
 * session's stream; `closed` says its books are closed and session + 1 carries on.
 */
export interface Cart {
  lines: readonly CartLine[];
  checkedOut: readonly string[];
  session: number;
  events: number;
  closed: boolean;
}

export const initialCart = (): Cart => ({ lines: [], checkedOut: [], session: 0, events: 0, closed: false });

export function evolveCart(cart: Cart, event: CartEvent): Cart {
  const counted = { ...cart, events: cart.events + 1 };
  switch (event.type) {
    case 'CartItemAdded': {
      const { quantity, ...snapshot } = event.data;
      const existing = cart.lines.find((line) => line.productId === snapshot.productId);
      if (!existing) return { ...counted, lines: [...cart.lines, { ...snapshot, quantity }] };
      return {
        ...counted,
        lines: cart.lines.map((line) => (line === existing ? { ...line, ...snapshot, quantity: line.quantity + quantity } : line)),
      };
    }
    case 'CartItemQuantityChanged':
      return { ...counted, lines: cart.lines.map((line) => (line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line)) };
    case 'CartItemRemoved':
      return { ...counted, lines: cart.lines.filter((line) => line.productId !== event.data.productId) };
    case 'CartCleared': {
      const { orderId } = event.data;
      return { ...counted, lines: [], checkedOut: orderId ? [...cart.checkedOut, orderId].slice(-CHECKOUTS_REMEMBERED) : cart.checkedOut };
    }
    case 'CartOpened': {
      const { session, lines, checkedOut } = event.data;
      return { lines, checkedOut, session, events: counted.events, closed: false };
    }
    case 'CartClosed':
      return { ...counted, closed: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The first event of the session after a closed one: what the shopper had in it, carried over. */
export function carriedOver(closed: Cart): CartOpened {
  return { type: 'CartOpened', data: { session: closed.session + 1, lines: [...closed.lines], checkedOut: [...closed.checkedOut] } };
}

/** Each shopping session's cart is a stream of its own: the shopper's first is named by their id alone (as every cart was before sessions), later ones `<id>.<n>`. */
export const cartStream = streamIds('cart');
export const cartSessionStream = (customerId: string, session: number): string =>
  session === 0 ? cartStream(customerId) : cartStream(`${customerId}.${session}`);

/** Which session is the shopper's current one: its last event says; no stream means the first. */
export const cartSessionsStream = streamIds('cartsessions');

/**
 * What an effect on the shopper's cart is awaited under (ReadYourWrites.expect): a paid order's answer
 * notes the reaction that empties the cart, and the cart's reads and changes wait for it first.
 */
export const cartSettledBy = (customerId: string): string => `cart:${customerId}`;
