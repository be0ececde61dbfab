import type { ProductCard, WishlistItem } from '@petshop/contract';
import { useMemo } from 'react';
import * as wishlistApi from '../api/wishlist';
import { useShopperLoad } from './useShopperLoad';

export interface WishlistState {
  items: WishlistItem[];
  count: number;
  /** True until the first answer after a login. */
  loading: boolean;
  has(productId: string): boolean;
  /** Adds or removes the product; resolves with whether it is now wished, once the server has answered. */
  toggle(product: ProductCard): Promise<boolean>;
  remove(productId: string): Promise<void>;
}

const NO_WISHES: WishlistItem[] = [];

/** The logged-in shopper's wishlist as the server last answered it, and the changes that replace it. */
export function useWishlistState(token: string | null): WishlistState {
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
