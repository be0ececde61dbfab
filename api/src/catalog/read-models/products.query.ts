import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ProductListView } from '@petshop/contract';
import type pg from 'pg';
import { ChangeAwareCache } from '../../platform/caching/change-aware-cache.js';
import type { ReadyAnswer } from '../../platform/http/ready-answer.js';
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
  toProductCard,
  type Product,
  type ProductRow,
  type Review,
} from '../product.js';
import { containing } from '../../platform/database/like.js';
import { CatalogueAnswers } from './catalogue-answers.js';
import { stockless, withStockApart } from './stockless-answer.js';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'rating';

export interface ProductListQuery {
  q?: string;
  category?: string;
  page: number;
  limit: number;
  sort: ProductSort;
  /** Each product whole, or as a card: each view is an answer (and a kept entry) of its own. */
  view: ProductListView;
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
 * The shopper's catalogue reads. Answers are kept as ready bytes in memory, with their products' stock
 * kept apart (CatalogueAnswers): staff edits and reviews drop every answer, a stock move only the stock
 * of the products it moved (of every product, when its announcement could not name them). A busy listing
 * costs map lookups instead of a query, a serialisation, a hash and a compression. A change made in another process is
 * heard through its NOTIFY; one made in this process is heard at once, before its writer answers,
 * so whoever wrote reads their own write (the NOTIFY may arrive after the answer).
 */
@Injectable()
export class ProductsQuery implements OnModuleInit {
  private readonly answers: CatalogueAnswers;
  /** Products as checkout prices them; stock moves (announced as 'stock') leave them be. */
  private readonly pricing = new ChangeAwareCache<Product>(CACHE_TTL_MS, CACHE_ENTRIES);

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly notifications: PgNotifications,
  ) {
    this.answers = new CatalogueAnswers(pool, CACHE_TTL_MS, CACHE_ENTRIES);
  }

  async onModuleInit() {
    const clearAll = () => {
      this.answers.changed();
      this.pricing.clear();
    };
    const changed = (payload: string) => {
      const moved = productsOfStockMove(payload);
      if (moved) this.answers.stockMoved(moved);
      else if (payload === STOCK_MOVED) this.answers.stockMovedAnywhere();
      else clearAll();
    };
    hearLocally(this.pool, CATALOG_CHANGED, changed);
    await this.notifications.listen(CATALOG_CHANGED, changed, clearAll);
  }

  /** The kept answer under this key (one of the `…Key` functions below), when there is a fresh one. */
  peek(key: string): ReadyAnswer | undefined {
    return this.answers.peek(key);
  }

  /** The answer of GET /api/products. */
  async listAnswer(query: ProductListQuery): Promise<ReadyAnswer> {
    const answer = await this.answers.through(listKey(query), async () => {
      const { rows } = await this.pool.query<ProductRow & { total: string }>(
        `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total FROM products
         WHERE ($1::text IS NULL OR category = $1) AND search_text LIKE ALL ($2::text[])
         ORDER BY ${ORDER[query.sort]} LIMIT $3 OFFSET $4`,
        [query.category ?? null, searchPatterns(query.q), query.limit, (query.page - 1) * query.limit],
      );
      const totalProducts = rows[0] ? Number(rows[0].total) : await this.count(query);
      const products = query.view === 'card' ? rows.map((row) => toProductCard(toProduct(row))) : rows.map(toProduct);
      const pagination = { page: query.page, limit: query.limit, totalPages: Math.ceil(totalProducts / query.limit), totalProducts };
      return withStockApart(products, (slotted) => ({ status: true, products: slotted, pagination }));
    });
    return answer!;
  }

  /** The answer of GET /api/products/:id, or null when there is no such product. */
  productAnswer(id: string): Promise<ReadyAnswer | null> {
    return this.answers.through(productKey(id), async () => {
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

  /** The answer of GET /api/products/:id/reviews, or null when there is no such product. */
  reviewsAnswer(productId: string, page: number, limit: number): Promise<ReadyAnswer | null> {
    return this.answers.through(reviewsKey(productId, page, limit), async () => {
      if (!(await this.find(productId))) return null;
      const { reviews, total } = await this.reviews(productId, page, limit);
      return stockless({ status: true, reviews, pagination: { page, limit, totalPages: Math.ceil(total / limit), totalReviews: total } });
    });
  }

  private async reviews(productId: string, page: number, limit: number): Promise<{ reviews: Review[]; total: number }> {
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
}

/** Where each answer is kept: the same key for the same answer, however its request was written. */
export const listKey = (query: ProductListQuery) => `list:${JSON.stringify(query)}`;
export const productKey = (id: string) => `product:${id}`;
export const reviewsKey = (productId: string, page: number, limit: number) => `reviews:${productId}:${page}:${limit}`;

/** Every word of the search must appear somewhere in the name, description or category. */
function searchPatterns(q: string | undefined): string[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map(containing);
}
