import { createContext, useContext, type ReactNode } from 'react';
import { type CartState, useCartState } from './useCartState';
import { useSessionToken } from './useShopperLoad';
import { useWishlistState, type WishlistState } from './useWishlistState';

/**
 * The shopper's cart and wishlist, both kept on the server (docs/api.md, Cart and Wishlist), loaded
 * once per login and replaced by every answer. Mounted once (start.tsx) so the header badges, the
 * product pages, the cart, the checkout and the profile share one copy.
 *
 * Neither is optimistic: a change shows when the server answers with the whole list. The cart's
 * lines are priced and stock-checked by the server, so a guessed line or total could show money the
 * server then refuses; the wishlist follows the same rule, so both behave alike and nothing needs
 * rolling back. The control that made a change ignores repeat clicks until the answer.
 */

/** The message when a logged-out shopper adds to the cart (or the wishlist). */
export const PLEASE_LOGIN = 'Please Login';

const CartContext = createContext<CartState | null>(null);
const WishlistContext = createContext<WishlistState | null>(null);

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
