import { eventGuard } from '../platform/event-sourcing/event-guard.js';
import type { CartEvent } from './events.js';

/** A cart's event: every type of the union, named once. */
export const isCartEvent = eventGuard<CartEvent>({ CartItemAdded: true, CartItemQuantityChanged: true, CartItemRemoved: true, CartCleared: true });
