import type { Cart, CartItem, Product, WishlistItem } from '@petshop/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as cartApi from '../api/cart';
import * as wishlistApi from '../api/wishlist';
import { getUserToken, isLoggedIn, onSessionChange } from './session';

/**
 * The shopper's cart and wishlist, both kept on the server (api-contract "Cart", "Wishlist"), loaded
 * once per login and replaced by every answer. Mounted once (main.tsx) so the header badges, the
 * product pages, the cart, the checkout and the profile share one copy.
 */

/** The spec's §5 message when a logged-out shopper adds to the cart (or the wishlist). */
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
  /** Adds or removes the product; resolves with whether it is now wished. Shows the change at once. */
  toggle(product: Product): Promise<boolean>;
  remove(productId: string): Promise<void>;
  refresh(): Promise<void>;
}

const EMPTY_CART: Cart = { items: [], totalAmount: 0 };

const CartContext = createContext<CartState | null>(null);
const WishlistContext = createContext<WishlistState | null>(null);

/** Applies an answer only when no later call has answered first, so a slow reply never undoes a newer one. */
function useLatest<T>(set: (value: T) => void) {
  const issued = useRef(0);
  const applied = useRef(0);
  return useCallback(
    async (call: () => Promise<T>): Promise<T> => {
      const ticket = ++issued.current;
      const value = await call();
      if (ticket > applied.current) {
        applied.current = ticket;
        set(value);
      }
      return value;
    },
    [set],
  );
}

function useCartState(token: string | null): CartState {
  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [loading, setLoading] = useState(token !== null);
  const apply = useLatest(setCart);

  const refresh = useCallback(async () => {
    if (!isLoggedIn()) {
      setCart(EMPTY_CART);
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      await apply(cartApi.getCart);
    } catch {
      // Spec §8: the cart load has no error message; the page shows what it has.
    } finally {
      setLoading(false);
    }
  }, [apply]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` is the trigger: reload whenever the shopper logs in or out.
  useEffect(() => {
    void refresh();
  }, [token, refresh]);

  return useMemo<CartState>(
    () => ({
      items: cart.items,
      totalAmount: cart.totalAmount,
      count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
      loading,
      add: async (productId, quantity, options = {}) => {
        let message: string | undefined;
        await apply(async () => {
          const answer = await cartApi.addToCart({ productId, quantity, ...options });
          message = answer.message;
          return answer.cart;
        });
        return message;
      },
      setQuantity: async (productId, quantity) => {
        await apply(() => cartApi.setCartQuantity(productId, quantity));
      },
      remove: async (productId) => {
        let message: string | undefined;
        await apply(async () => {
          const answer = await cartApi.removeFromCart(productId);
          message = answer.message;
          return answer.cart;
        });
        return message;
      },
      refresh,
      clearLocal: () => setCart(EMPTY_CART),
    }),
    [cart, loading, apply, refresh],
  );
}

function useWishlistState(token: string | null): WishlistState {
  const [items, setItems] = useState<WishlistItem[]>([]);
  const [loading, setLoading] = useState(token !== null);
  const apply = useLatest(setItems);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const refresh = useCallback(async () => {
    if (!isLoggedIn()) {
      setItems([]);
      setLoading(false);
      return;
    }
    try {
      await apply(wishlistApi.getWishlist);
    } catch {
      // Spec §8: wishlist errors are only logged (the API client logs them).
    } finally {
      setLoading(false);
    }
  }, [apply]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` is the trigger: reload whenever the shopper logs in or out.
  useEffect(() => {
    void refresh();
  }, [token, refresh]);

  return useMemo<WishlistState>(() => {
    const has = (productId: string) => items.some((item) => item.product._id === productId);
    // Optimistic: the heart fills at once; a failure puts the list back as it was and rethrows.
    const change = async (next: WishlistItem[], call: () => Promise<WishlistItem[]>) => {
      const before = itemsRef.current;
      setItems(next);
      try {
        await apply(call);
      } catch (error) {
        setItems(before);
        throw error;
      }
    };
    const remove = (productId: string) =>
      change(
        items.filter((item) => item.product._id !== productId),
        () => wishlistApi.removeFromWishlist(productId),
      );
    return {
      items,
      count: items.length,
      loading,
      has,
      remove,
      refresh,
      toggle: async (product) => {
        if (has(product._id)) {
          await remove(product._id);
          return false;
        }
        await change([{ _id: product._id, product }, ...items], () => wishlistApi.addToWishlist(product._id));
        return true;
      },
    };
  }, [items, loading, apply, refresh]);
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
