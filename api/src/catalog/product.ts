// How catalogue rows become the contract's products, and new products become rows. The shapes are
// @petshop/contract's; the catalogue's modules name them through this file.
import { randomUUID } from 'node:crypto';
import type { Product, ProductCard, ProductCreateBody, Review } from '@petshop/contract';
import type pg from 'pg';

export type { Product, ProductCard, Review };

export const PRODUCT_COLUMNS = `id::text, name, slug, sku, category, price::float8 AS price, original_price::float8 AS original_price,
  images, stock, stock_status, rating::float8 AS rating, reviews_count, latest_reviews, colors, sizes, description,
  key_features, why_choose`;

export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  category: string;
  price: number;
  original_price: number | null;
  images: string[];
  stock: number;
  stock_status: Product['stockStatus'];
  rating: number;
  reviews_count: number;
  latest_reviews: Review[];
  colors: Product['colors'];
  sizes: string[];
  description: string;
  key_features: string[];
  why_choose: string[];
}

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    category: row.category,
    price: row.price,
    originalPrice: row.original_price,
    images: row.images,
    stock: row.stock,
    stockStatus: row.stock_status,
    rating: row.rating,
    reviewsCount: row.reviews_count,
    reviews: row.latest_reviews,
    colors: row.colors,
    sizes: row.sizes,
    description: row.description,
    keyFeatures: row.key_features,
    whyChoose: row.why_choose,
  };
}

/** The product as a card shows it (GET /api/products?view=card). */
export function toProductCard(product: Product): ProductCard {
  return {
    _id: product._id,
    id: product.id,
    name: product.name,
    slug: product.slug,
    category: product.category,
    price: product.price,
    originalPrice: product.originalPrice,
    images: product.images,
    stock: product.stock,
    stockStatus: product.stockStatus,
    rating: product.rating,
    reviewsCount: product.reviewsCount,
  };
}

/** A new product as staff create it; the starting catalogue also says which pet it is for and when it was added. */
export interface NewProduct extends ProductCreateBody {
  /** 'both' when not said: the console does not ask. */
  pet?: 'dog' | 'cat' | 'both';
  /** Now when not said. */
  createdAt?: Date;
}

/** The products row of a new product; each colour gets an `_id` of its own, which carts and wishlists name. */
export async function insertProduct(client: Pick<pg.PoolClient, 'query'>, id: string, product: NewProduct): Promise<void> {
  await client.query(
    `INSERT INTO products (id, slug, sku, name, category, pet, price, original_price, stock, stock_status, colors, sizes, images,
                           description, key_features, why_choose, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, coalesce($17, now()), coalesce($17, now()))`,
    [
      id,
      product.slug,
      product.sku,
      product.name,
      product.category,
      product.pet ?? 'both',
      product.price,
      product.originalPrice,
      product.stock,
      product.stockStatus,
      JSON.stringify(product.colors.map((color) => ({ _id: randomUUID(), ...color }))),
      JSON.stringify(product.sizes),
      JSON.stringify(product.images),
      product.description,
      JSON.stringify(product.keyFeatures),
      JSON.stringify(product.whyChoose),
      product.createdAt ?? null,
    ],
  );
}

export const REVIEW_COLUMNS = `id::text AS "_id", full_name AS "fullName", email, review, rating, product_id::text AS "productId",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date`;

export const CATALOG_CHANGED = 'catalog_changed';
/** The announcement on CATALOG_CHANGED of stock that moved (orders placed, cancelled, paid after all). */
export const STOCK_MOVED = 'stock';

/**
 * The announcement of the products whose stock moved: the writer's own process hears it for each
 * change, the others for each burst of them (Announcer), or hear only STOCK_MOVED when a burst named
 * too many.
 */
export const stockMovedOf = (productIds: readonly string[]) => `${STOCK_MOVED}:${productIds.join(',')}`;

/** The products a stockMovedOf announcement names; undefined for any other. */
export function productsOfStockMove(payload: string): string[] | undefined {
  return payload.startsWith(`${STOCK_MOVED}:`) ? payload.slice(STOCK_MOVED.length + 1).split(',') : undefined;
}
