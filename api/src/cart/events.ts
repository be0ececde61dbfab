// The cart's stored events. Names are permanent; a change of shape needs an upcaster.
export interface CartLineSnapshot {
  productId: string;
  /** What the shopper saw when adding; the cart shows the catalogue's current values when it can. */
  name: string;
  unitPrice: number;
  image: string | null;
  color: string | null;
  size: string | null;
}

export type CartItemAdded = { type: 'CartItemAdded'; data: CartLineSnapshot & { quantity: number } };
export type CartItemQuantityChanged = { type: 'CartItemQuantityChanged'; data: { productId: string; quantity: number } };
export type CartItemRemoved = { type: 'CartItemRemoved'; data: { productId: string } };
export type CartCleared = { type: 'CartCleared'; data: { reason: 'customer' | 'checkout'; orderId?: string } };

/**
 * The first event of a cart session after the shopper's first (`cart-<customer>.<n>`): what the
 * session before it held when its books were closed, carried over.
 */
export type CartOpened = {
  type: 'CartOpened';
  data: { session: number; lines: (CartLineSnapshot & { quantity: number })[]; checkedOut: string[] };
};
/** The last event of a cart session: its books are closed (after a clear, a checkout, or when it grew long); session + 1 carries on. */
export type CartClosed = { type: 'CartClosed'; data: { continuedIn: number; reason: 'cleared' | 'length' } };

export type CartEvent = CartItemAdded | CartItemQuantityChanged | CartItemRemoved | CartCleared | CartOpened | CartClosed;

/** The shopper's `cartsessions-<customer>` stream: each event names the session their cart moved on to. */
export type CartSessionStarted = { type: 'CartSessionStarted'; data: { session: number } };
export type CartSessionEvent = CartSessionStarted;
