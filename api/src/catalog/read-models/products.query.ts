import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { ChangeAwareCache } from '../../platform/caching/change-aware-cache.js';
import { hearLocally } from '../../platform/database/local-announcements.js';
import { PgNotifications } from '../../platform/database/notifications.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import {
  CATALOG_CHANGED,
  STOCK_MOVED,
  productsOfStockMove,
  PRODUCT_COLUMNS,
  REVIEW_COLUMNS,
  toProduct,
  type Product,
  type ProductRow,
  type Review,
} from '../product.js';
import { containing } from '../../platform/database/like.js';
import { StockLevels, type StockMembers } from './stock-levels.js';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'rating';

export interface ProductListQuery {
  q?: string;
  category?: string;
  page: number;
  limit: number;
  sort: ProductSort;
}

const ORDER: Record<ProductSort, string> = {
  newest: 'created_at DESC, id',
  price_asc: 'price ASC, created_at DESC, id',
  price_desc: 'price DESC, created_at DESC, id',
  rating: 'rating DESC, reviews_count DESC, created_at DESC, id',
};

// A safety net only: every change to products, stock or reviews announces itself with NOTIFY.
const CACHE_TTL_MS = 30_000;
const CACHE_ENTRIES = 1_000;

/**
 * An answer kept with its products' stock left out: the text around each product's stock members,
 * and whose they are. Every order moves stock; the answers showing it need not be read and
 * serialised again for that, only the stock of the products it took.
 */
interface StocklessAnswer {
  parts: string[];
  ids: string[];
}

// The text JSON.stringify makes of a product's stock set to '\u0000': no other text of an answer can
// hold it: a quote inside a string is escaped, and Postgres keeps no NUL character, in text or jsonb.
const STOCK_SLOT = '"stock":"\\u0000"';

function withStockApart(products: readonly Product[], answer: (slotted: object[]) => object): StocklessAnswer {
  const slotted = products.map((product) => ({ ...product, stock: '\u0000', stockStatus: undefined }));
  return { parts: JSON.stringify(answer(slotted)).split(STOCK_SLOT), ids: products.map((product) => product.id) };
}

function withStock({ parts }: StocklessAnswer, stock: readonly StockMembers[]): string {
  let text = parts[0]!;
  for (let i = 0; i < stock.length; i++) text += stock[i]! + parts[i + 1]!;
  return text;
}

/**
 * The shopper's catalogue reads. Answers are kept serialised in memory, with their products' stock
 * kept apart (StockLevels): staff edits and reviews drop every answer, a stock move only the stock
 * of the products it moved (of every product, when its announcement could not name them). A busy listing
 * costs map lookups instead of a query and a serialisation. A change made in another process is
 * heard through its NOTIFY; one made in this process is heard at once, before its writer answers,
 * so whoever wrote reads their own write (the NOTIFY may arrive after the answer).
 */
@Injectable()
export class ProductsQuery implements OnModuleInit {
  private readonly answers = new ChangeAwareCache<StocklessAnswer>(CACHE_TTL_MS, CACHE_ENTRIES);
  private readonly stock: StockLevels;
  /** Products as checkout prices them; stock moves (announced as 'stock') leave them be. */
  private readonly pricing = new ChangeAwareCache<Product>(CACHE_TTL_MS, CACHE_ENTRIES);

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly notifications: PgNotifications,
  ) {
    this.stock = new StockLevels(pool, CACHE_TTL_MS);
  }

  async onModuleInit() {
    const clearAll = () => {
      this.answers.clear();
      this.pricing.clear();
      this.stock.movedAnywhere();
    };
    const changed = (payload: string) => {
      const moved = productsOfStockMove(payload);
      if (moved) this.stock.moved(moved);
      else if (payload === STOCK_MOVED) this.stock.movedAnywhere();
      else clearAll();
    };
    hearLocally(this.pool, CATALOG_CHANGED, changed);
    await this.notifications.listen(CATALOG_CHANGED, changed, clearAll);
  }

  /** The cached answer of GET /api/products for this query, when there is a fresh one. */
  peekList(query: ProductListQuery): string | undefined {
    return this.peek(`list:${JSON.stringify(query)}`);
  }

  peekProduct(id: string): string | undefined {
    return this.peek(`product:${id}`);
  }

  /** The serialised answer of GET /api/products. */
  async listJson(query: ProductListQuery): Promise<string> {
    const body = await this.answer(`list:${JSON.stringify(query)}`, async () => {
      const { rows } = await this.pool.query<ProductRow & { total: string }>(
        `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total FROM products
         WHERE ($1::text IS NULL OR category = $1) AND search_text LIKE ALL ($2::text[])
         ORDER BY ${ORDER[query.sort]} LIMIT $3 OFFSET $4`,
        [query.category ?? null, searchPatterns(query.q), query.limit, (query.page - 1) * query.limit],
      );
      const totalProducts = rows[0] ? Number(rows[0].total) : await this.count(query);
      const products = rows.map(toProduct);
      const pagination = { page: query.page, limit: query.limit, totalPages: Math.ceil(totalProducts / query.limit), totalProducts };
      return withStockApart(products, (slotted) => ({ status: true, products: slotted, pagination }));
    });
    return body!;
  }

  /** The serialised answer of GET /api/products/:id, or null when there is no such product. */
  productJson(id: string): Promise<string | null> {
    return this.answer(`product:${id}`, async () => {
      const product = await this.find(id);
      return product ? withStockApart([product], ([slotted]) => ({ status: true, product: slotted })) : null;
    });
  }

  /**
   * The product with the name, price, images and colours checkout must charge and record: a change
   * to any of them is announced by a trigger (migration 0016). Its stock may be behind; stock is
   * taken by the reservation, never read from here.
   */
  priced(id: string): Promise<Product | null> {
    return this.pricing.through(id, () => this.find(id));
  }

  async find(id: string): Promise<Product | null> {
    const { rows } = await this.pool.query<ProductRow>({ name: 'product-by-id', text: `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1`, values: [id] });
    return rows[0] ? toProduct(rows[0]) : null;
  }

  async reviews(productId: string, page: number, limit: number): Promise<{ reviews: Review[]; total: number }> {
    const { rows } = await this.pool.query<Review & { total: string }>(
      `SELECT ${REVIEW_COLUMNS}, count(*) OVER () AS total FROM reviews
       WHERE product_id = $1 AND visible ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [productId, limit, (page - 1) * limit],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { reviews: rows.map(({ total: _total, ...review }) => review), total };
  }

  private async count(query: ProductListQuery): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM products WHERE ($1::text IS NULL OR category = $1) AND search_text LIKE ALL ($2::text[])`,
      [query.category ?? null, searchPatterns(query.q)],
    );
    return Number(rows[0]!.n);
  }

  /** The kept answer, when it and the stock of every product it shows are fresh. */
  private peek(key: string): string | undefined {
    const answer = this.answers.peek(key);
    const stock = answer && this.stock.peek(answer.ids);
    return stock && withStock(answer, stock);
  }

  /** The serialised answer: kept until the catalogue changes, with its products' stock as it is now. */
  private async answer(key: string, load: () => Promise<StocklessAnswer | null>): Promise<string | null> {
    const answer = await this.answers.through(key, load);
    return answer && withStock(answer, await this.stock.read(answer.ids));
  }
}

/** Every word of the search must appear somewhere in the name, description or category. */
function searchPatterns(q: string | undefined): string[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map(containing);
}
