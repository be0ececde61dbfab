import { eventGuard } from '../platform/event-sourcing/event-guard.js';
import type { CartEvent, CartSessionEvent } from './events.js';

/** A cart's event: every type of the union, named once. */
export const isCartEvent = eventGuard<CartEvent>({
  CartItemAdded: true,
  CartItemQuantityChanged: true,
  CartItemRemoved: true,
  CartCleared: true,
  CartOpened: true,
  CartClosed: true,
});

/** An event of the shopper's index of cart sessions. */
export const isCartSessionEvent = eventGuard<CartSessionEvent>({ CartSessionStarted: true });
