import type { CartItem } from '@petshop/contract';
import { useState } from 'react';
import type { ApiError } from '../api/client';
import { useCart } from '../lib/ShopContext';
import { toast } from '../lib/toast';

/** A cart line's quantity change and Remove, one at a time: clicks during a change are ignored. */
export function useCartLine(item: CartItem) {
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const { product } = item;

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run(async () => {
      try {
        toast.success((await cart.remove(product._id)) ?? 'Item removed from cart');
      } catch {
        toast.error('Request failed');
      }
    });

  const changeQuantity = (quantity: number) =>
    run(async () => {
      try {
        await cart.setQuantity(product._id, quantity);
      } catch (error) {
        toast.error((error as ApiError).message || 'Request failed');
      }
    });

  return { busy, remove, changeQuantity };
}
