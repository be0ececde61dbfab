import type { WishlistItem } from '@petshop/contract';
import { api } from './client';

/** The shopper's server wishlist (docs/api.md, Wishlist); every call answers the whole list, latest first. */

type WishlistAnswer = { items: WishlistItem[] };

export async function getWishlist(): Promise<WishlistItem[]> {
  return (await api.get<WishlistAnswer>('/wishlist')).items;
}

/** Adding a product already there keeps one. */
export async function addToWishlist(productId: string): Promise<WishlistItem[]> {
  return (await api.post<WishlistAnswer>('/wishlist', { productId })).items;
}

/** Removing a product that is not there changes nothing. */
export async function removeFromWishlist(productId: string): Promise<WishlistItem[]> {
  return (await api.delete<WishlistAnswer>(`/wishlist/${encodeURIComponent(productId)}`)).items;
}
