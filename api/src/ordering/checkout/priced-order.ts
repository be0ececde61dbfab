import { unitsPerOrderMessage } from '@petshop/contract';
import { PRODUCT_NOT_FOUND, type ProductsQuery } from '../../catalog/index.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { sameAmount } from '../../platform/money.js';
import type { OrderLine } from '../events.js';
import { orderTotal } from '../order/order-amounts.js';

/** The lines a checkout asks for, with the prices and the total it saw. */
export interface AskedOrder {
  totalAmount: number;
  products: readonly { productId: string; quantity: number; price: number }[];
}

/**
 * The checkout's lines priced from the catalogue, and their total: the client's figures are only
 * compared, never used. Refused when a price or the total changed, or a product is over `cap` units.
 */
export async function pricedOrder(products: ProductsQuery, asked: AskedOrder, cap: number): Promise<{ lines: OrderLine[]; total: number }> {
  const lines = await priceLines(products, asked);
  refuseOverCap(lines, cap);
  const total = orderTotal(lines);
  // The storefront rounds its total to whole rupees before sending it.
  if (!sameAmount(asked.totalAmount, total) && !sameAmount(asked.totalAmount, Math.round(total))) {
    throw new Rejection('unprocessable', 'The order total does not match the prices; please review your cart', 'totalAmount');
  }
  return { lines, total };
}

/**
 * One order takes at most `cap` units of a product (its lines added up): with the limit on unpaid
 * orders, what one shopper or address can hold of a product's stock without paying is bounded.
 */
function refuseOverCap(lines: readonly OrderLine[], cap: number): void {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  const over = lines.find((line) => units.get(line.productId)! > cap);
  if (over) throw new Rejection('unprocessable', unitsPerOrderMessage(cap, over.name), 'products');
}

function priceLines(products: ProductsQuery, asked: AskedOrder): Promise<OrderLine[]> {
  return Promise.all(
    asked.products.map(async (line) => {
      // Ids are UUIDs: anything else is no product of ours (and would make Postgres fail, a 500).
      const product = UUID.test(line.productId) ? await products.priced(line.productId) : null;
      if (!product) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
      if (!sameAmount(product.price, line.price)) {
        throw new Rejection('unprocessable', `The price of ${product.name} has changed; please review your cart`, 'products');
      }
      return {
        productId: product._id,
        name: product.name,
        unitPrice: product.price,
        quantity: line.quantity,
        image: product.images[0] ?? null,
        colors: product.colors.map(({ name, value }) => ({ name, value })),
      };
    }),
  );
}
