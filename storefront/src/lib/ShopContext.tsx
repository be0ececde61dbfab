import type { Cart, CartItem, Product, WishlistItem } from '@petshop/contract';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as cartApi from '../api/cart';
import * as wishlistApi from '../api/wishlist';
import { getUserToken, onSessionChange } from './session';
import { useLoad } from './useLoad';

/**
 * The shopper's cart and wishlist, both kept on the server (docs/api.md, Cart and Wishlist), loaded
 * once per login and replaced by every answer. Mounted once (main.tsx) so the header badges, the
 * product pages, the cart, the checkout and the profile share one copy.
 *
 * Neither is optimistic: a change shows when the server answers with the whole list. The cart's
 * lines are priced and stock-checked by the server, so a guessed line or total could show money the
 * server then refuses; the wishlist follows the same rule, so both behave alike and nothing needs
 * rolling back. The control that made a change ignores repeat clicks until the answer.
 */

/** The message when a logged-out shopper adds to the cart (or the wishlist). */
export const PLEASE_LOGIN = 'Please Login';

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

export interface WishlistState {
  items: WishlistItem[];
  count: number;
  /** True until the first answer after a login. */
  loading: boolean;
  has(productId: string): boolean;
  /** Adds or removes the product; resolves with whether it is now wished, once the server has answered. */
  toggle(product: Product): Promise<boolean>;
  remove(productId: string): Promise<void>;
}

const EMPTY_CART: Cart = { items: [], totalAmount: 0 };
const NO_WISHES: WishlistItem[] = [];

const CartContext = createContext<CartState | null>(null);
const WishlistContext = createContext<WishlistState | null>(null);

/** One of the shopper's lists, loaded at each login (a failed load shows what there is) and empty while logged out. */
function useShopperLoad<T>(token: string | null, load: () => Promise<T>, loggedOut: T) {
  return useLoad(() => (token ? load() : Promise.resolve(loggedOut)), { key: [token] });
}

const cartOf = (answer: { cart: Cart }) => answer.cart;

function useCartState(token: string | null): CartState {
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

function useWishlistState(token: string | null): WishlistState {
  const { data, status, apply } = useShopperLoad(token, wishlistApi.getWishlist, NO_WISHES);

  return useMemo<WishlistState>(() => {
    const items = data ?? NO_WISHES;
    const has = (productId: string) => items.some((item) => item.product._id === productId);
    const remove = async (productId: string) => {
      await apply(() => wishlistApi.removeFromWishlist(productId));
    };
    return {
      items,
      count: items.length,
      loading: status === 'loading',
      has,
      remove,
      toggle: async (product) => {
        if (has(product._id)) {
          await remove(product._id);
          return false;
        }
        await apply(() => wishlistApi.addToWishlist(product._id));
        return true;
      },
    };
  }, [data, status, apply]);
}

/** Follows the stored token, so a login loads that shopper's cart and a logout forgets it. */
function useSessionToken(): string | null {
  const [token, setToken] = useState(getUserToken);
  useEffect(() => onSessionChange(() => setToken(getUserToken())), []);
  return token;
}

export function ShopProvider({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const cart = useCartState(token);
  const wishlist = useWishlistState(token);
  return (
    <CartContext.Provider value={cart}>
      <WishlistContext.Provider value={wishlist}>{children}</WishlistContext.Provider>
    </CartContext.Provider>
  );
}

export function useCart(): CartState {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs <ShopProvider> above it');
  return value;
}

export function useWishlist(): WishlistState {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist needs <ShopProvider> above it');
  return value;
}

export function useCartCount(): number {
  return useCart().count;
}

export function useWishlistCount(): number {
  return useWishlist().count;
}
