import { api, type RequestOptions } from './client';

/** Shapes exactly as api-contract.md "Catalogue and reviews" defines them. */

export interface ProductColor {
  _id: string;
  name: string;
  value: string;
}

export interface Review {
  _id: string;
  fullName: string;
  email: string;
  review: string;
  /** 1 to 5 */
  rating: number;
  productId: string;
  date: string;
}

export type StockStatus = 'in-stock' | 'out-of-stock' | 'backorder';

export interface Product {
  _id: string;
  /** Same value as _id. */
  id: string;
  name: string;
  slug: string;
  sku: string;
  category: string;
  /** Rupees, at most 2 decimals. */
  price: number;
  /** null when not discounted. */
  originalPrice: number | null;
  images: string[];
  /** Units in stock; 0 means unavailable. */
  stock: number;
  stockStatus: StockStatus;
  /** Average of visible reviews, 1 decimal, 0 when none. */
  rating: number;
  reviewsCount: number;
  /** The latest 3 reviews. */
  reviews: Review[];
  colors: ProductColor[];
  sizes: string[];
  description: string;
  keyFeatures: string[];
  whyChoose: string[];
}

export interface ProductPagination {
  page: number;
  limit: number;
  totalPages: number;
  totalProducts: number;
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'rating';

export interface ListProductsParams {
  q?: string;
  category?: string;
  /** 1-based, default 1. */
  page?: number;
  /** Default 24, at most 100. */
  limit?: number;
  /** Default 'newest'. */
  sort?: ProductSort;
}

export interface ProductList {
  products: Product[];
  pagination: ProductPagination;
}

export async function listProducts(
  params: ListProductsParams = {},
  options?: RequestOptions,
): Promise<ProductList> {
  const { q, category, page, limit, sort } = params;
  const body = await api.get<Partial<ProductList>>('/products', { q, category, page, limit, sort }, options);
  const products = Array.isArray(body.products) ? body.products : [];
  return {
    products,
    pagination: body.pagination ?? {
      page: page ?? 1,
      limit: limit ?? products.length,
      totalPages: products.length > 0 ? 1 : 0,
      totalProducts: products.length,
    },
  };
}

export async function getProduct(id: string, options?: RequestOptions): Promise<Product> {
  const body = await api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, undefined, options);
  return body.product;
}
