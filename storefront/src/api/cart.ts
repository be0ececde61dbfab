import type { Cart } from '@petshop/contract';
import { api } from './client';

/** The shopper's server cart (docs/api.md, Cart); every call answers the whole cart. */

export interface AddToCartInput {
  productId: string;
  quantity: number;
  color?: string | null;
  size?: string | null;
}

type CartAnswer = { cart: Cart };

export async function getCart(): Promise<Cart> {
  return (await api.get<CartAnswer>('/cart')).cart;
}

/** Resolves with the server's message ('product item added in the cart successfull') and the cart. */
export async function addToCart({ productId, quantity, color, size }: AddToCartInput): Promise<{ message?: string; cart: Cart }> {
  const body = await api.post<CartAnswer>('/cart/add', { productId, quantity, color: color || undefined, size: size || undefined });
  return { message: body.message, cart: body.cart };
}

export async function setCartQuantity(productId: string, quantity: number): Promise<Cart> {
  return (await api.patch<CartAnswer>(`/cart/items/${encodeURIComponent(productId)}`, { quantity })).cart;
}

export async function removeFromCart(productId: string): Promise<{ message?: string; cart: Cart }> {
  const body = await api.delete<CartAnswer>(`/cart/remove/${encodeURIComponent(productId)}`);
  return { message: body.message, cart: body.cart };
}
