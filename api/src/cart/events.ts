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

export type CartEvent = CartItemAdded | CartItemQuantityChanged | CartItemRemoved | CartCleared;
