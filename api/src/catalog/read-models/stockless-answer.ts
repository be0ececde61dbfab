import type { Product } from '../product.js';
import type { StockMembers } from './stock-levels.js';

/**
 * An answer kept with its products' stock left out: the text around each product's stock members,
 * and whose they are. Every order moves stock; the answers showing it need not be read and
 * serialised again for that, only the stock of the products it took.
 */
export interface StocklessAnswer {
  parts: string[];
  ids: string[];
}

// The text JSON.stringify makes of a product's stock set to '\u0000': no other text of an answer can
// hold it: a quote inside a string is escaped, and Postgres keeps no NUL character, in text or jsonb.
const STOCK_SLOT = '"stock":"\\u0000"';

/** What an answer shows of a product, whole or as a card: whose it is, and its stock. */
type Shown = Pick<Product, 'id' | 'stock' | 'stockStatus'>;

export function withStockApart(products: readonly Shown[], answer: (slotted: object[]) => object): StocklessAnswer {
  const slotted = products.map((product) => ({ ...product, stock: '\u0000', stockStatus: undefined }));
  return { parts: JSON.stringify(answer(slotted)).split(STOCK_SLOT), ids: products.map((product) => product.id) };
}

/** An answer that shows no product's stock (a page of reviews). */
export function stockless(answer: object): StocklessAnswer {
  return { parts: [JSON.stringify(answer)], ids: [] };
}

export function withStock({ parts }: StocklessAnswer, stock: readonly StockMembers[]): string {
  let text = parts[0]!;
  for (let i = 0; i < stock.length; i++) text += stock[i]! + parts[i + 1]!;
  return text;
}
