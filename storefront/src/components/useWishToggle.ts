import type { ProductCard } from '@petshop/contract';
import { useRef } from 'react';
import { useWishlist } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { useLoginPrompt } from './useLoginPrompt';

/** The heart: toggles the server wishlist, or asks a logged-out shopper to log in. Clicks before the answer are ignored. */
export function useWishToggle(product: ProductCard): () => void {
  const wishlist = useWishlist();
  const requireLogin = useLoginPrompt();
  const waiting = useRef(false);
  return () => {
    if (waiting.current || !requireLogin()) return;
    waiting.current = true;
    wishlist
      .toggle(product)
      .catch(() => toast.error('Could not update your wishlist. Please try again.'))
      .finally(() => {
        waiting.current = false;
      });
  };
}
