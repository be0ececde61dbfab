import type { CartItem as CartItemView, Cart as CartView } from '@petshop/contract';
import type pg from 'pg';
import { toPaise } from '../../platform/money.js';
import type { Cart } from '../cart.js';

// The contract's cart (named CartView beside the aggregate's Cart).
export type { CartView };

/**
 * The cart as the shopper sees it: names, prices and images as the catalogue has them now (the
 * snapshot taken at adding stands in for a product since removed from the catalogue).
 */
export async function viewCart(db: Pick<pg.Pool, 'query'>, cart: Cart): Promise<CartView> {
  const ids = cart.lines.map((line) => line.productId);
  const { rows } = ids.length
    ? await db.query<{ id: string; name: string; price: number; images: string[] }>(
        'SELECT id::text, name, price::float8 AS price, images FROM products WHERE id = ANY($1::uuid[])',
        [ids],
      )
    : { rows: [] };
  const current = new Map(rows.map((row) => [row.id, row]));
  const items = cart.lines.map((line): CartItemView => {
    const product = current.get(line.productId);
    const price = product?.price ?? line.unitPrice;
    return {
      _id: line.productId,
      product: {
        _id: line.productId,
        name: product?.name ?? line.name,
        price,
        images: product?.images ?? (line.image ? [line.image] : []),
        color: line.color,
        size: line.size,
      },
      quantity: line.quantity,
      price,
    };
  });
  const totalPaise = items.reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0);
  return { items, totalAmount: totalPaise / 100 };
}
