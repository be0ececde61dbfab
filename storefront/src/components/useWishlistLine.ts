import type { Product } from '@petshop/contract';
import { useState } from 'react';
import type { ApiError } from '../api/client';
import { useCart, useWishlist } from '../lib/ShopContext';
import { toast } from '../lib/toast';

const ADD_FAILED = 'error in adding to cart';

/** A wished product's 'Add to cart' and 'Remove Item', each ignoring clicks until the server answers. */
export function useWishlistLine(product: Product) {
  const cart = useCart();
  const wishlist = useWishlist();
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);

  const addToCart = async () => {
    if (busy) return;
    setBusy('add');
    try {
      toast.success((await cart.add(product._id, 1)) ?? 'product item added in the cart successfull');
    } catch (error) {
      toast.error((error as ApiError).message || ADD_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy('remove');
    try {
      await wishlist.remove(product._id);
    } catch {
      toast.error('Could not remove this item. Please try again.');
      setBusy(null);
    }
  };

  return { busy, addToCart, remove };
}
