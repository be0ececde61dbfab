import type { Product } from '@petshop/contract';
import { useState } from 'react';
import type { ApiError } from '../api/client';
import { useCart } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { useLoginPrompt } from './useLoginPrompt';
import { MAX_LINE_QUANTITY } from '../lib/lineQuantity';

/** The buying column's chosen colour, size and quantity, and adding them to the cart (logged in, once at a time). */
export function useBuyBox(product: Product) {
  const cart = useCart();
  const requireLogin = useLoginPrompt();
  const [color, setColor] = useState(product.colors[0]?.name ?? null);
  const [size, setSize] = useState(product.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const inStock = product.stock > 0;
  const maxQuantity = Math.max(1, Math.min(product.stock, MAX_LINE_QUANTITY));
  const inCart = cart.items.some((item) => item.product._id === product._id);

  const add = async () => {
    if (adding || !requireLogin()) return;
    setAdding(true);
    try {
      toast.success((await cart.add(product._id, quantity, { color, size })) ?? 'product item added in the cart successfull');
    } catch (error) {
      toast.error((error as ApiError).message || 'error in adding to cart');
    } finally {
      setAdding(false);
    }
  };

  return { color, setColor, size, setSize, quantity, setQuantity, adding, inStock, maxQuantity, inCart, add };
}
