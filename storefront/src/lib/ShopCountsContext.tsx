import { createContext, useContext, type ReactNode } from 'react';

/**
 * Badge counts shown in the header. For now they are always 0: the cart and wishlist
 * work will render <ShopCountsProvider value={...}> with the real figures.
 */
export interface ShopCounts {
  cartCount: number;
  wishlistCount: number;
}

const EMPTY_COUNTS: ShopCounts = { cartCount: 0, wishlistCount: 0 };

const ShopCountsContext = createContext<ShopCounts>(EMPTY_COUNTS);

export function ShopCountsProvider({ value = EMPTY_COUNTS, children }: { value?: ShopCounts; children: ReactNode }) {
  return <ShopCountsContext.Provider value={value}>{children}</ShopCountsContext.Provider>;
}

export function useCartCount(): number {
  return useContext(ShopCountsContext).cartCount;
}

export function useWishlistCount(): number {
  return useContext(ShopCountsContext).wishlistCount;
}
