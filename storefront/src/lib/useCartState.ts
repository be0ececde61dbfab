import type { Cart, CartItem } from '@petshop/contract';
import { useMemo } from 'react';
import * as cartApi from '../api/cart';
import { useShopperLoad } from './useShopperLoad';

export interface CartOptions {
  color?: string | null;
  size?: string | null;
}

export interface CartState {
  items: CartItem[];
  totalAmount: number;
  /** Units in the cart (the header badge). */
  count: number;
  loading: boolean;
  /** Resolves with the server's message; rejects with an ApiError (the server's message) on failure. */
  add(productId: string, quantity: number, options?: CartOptions): Promise<string | undefined>;
  setQuantity(productId: string, quantity: number): Promise<void>;
  remove(productId: string): Promise<string | undefined>;
  refresh(): Promise<void>;
  /** Forgets the lines locally (the server already emptied the cart, e.g. after a payment). */
  clearLocal(): void;
}

const EMPTY_CART: Cart = { items: [], totalAmount: 0 };

const cartOf = (answer: { cart: Cart }) => answer.cart;

/** The logged-in shopper's cart as the server last answered it, and the changes that replace it. */
export function useCartState(token: string | null): CartState {
  const { data, status, apply, reload, setData } = useShopperLoad(token, cartApi.getCart, EMPTY_CART);

  return useMemo<CartState>(() => {
    const { items, totalAmount } = data ?? EMPTY_CART;
    return {
      items,
      totalAmount,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      loading: status === 'loading',
      add: async (productId, quantity, options = {}) => (await apply(() => cartApi.addToCart({ productId, quantity, ...options }), cartOf)).message,
      setQuantity: async (productId, quantity) => {
        await apply(() => cartApi.setCartQuantity(productId, quantity));
      },
      remove: async (productId) => (await apply(() => cartApi.removeFromCart(productId), cartOf)).message,
      refresh: async () => {
        await reload();
      },
      clearLocal: () => setData(EMPTY_CART),
    };
  }, [data, status, apply, reload, setData]);
}
