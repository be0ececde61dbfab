import type { Product, ProductCard, ProductPagination, ProductSort } from '@petshop/contract';
import { api, type RequestOptions } from './client';

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

/** A page of products as cards: the lists never show a product's reviews, options or long texts. */
export interface ProductList {
  products: ProductCard[];
  pagination: ProductPagination;
}

/**
 * Answers asked for before their page rendered (see preloadFirstPage), by what was asked: the page's
 * first call for the same thing takes the answer instead of asking again.
 */
const early = new Map<string, Promise<unknown>>();

function prefetch(key: string, answer: Promise<unknown>): void {
  // Whoever takes it sees a failure; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, answer);
}

function takeEarly<T>(key: string): Promise<T> | undefined {
  const answer = early.get(key);
  early.delete(key);
  return answer as Promise<T> | undefined;
}

const listKey = (params: ListProductsParams) => `list ${JSON.stringify(params)}`;
const productKey = (id: string) => `product ${id}`;

export function prefetchProductList(params: ListProductsParams): void {
  prefetch(listKey(params), fetchProductList(params));
}

export function prefetchProduct(id: string): void {
  prefetch(productKey(id), fetchProduct(id));
}

export function listProducts(params: ListProductsParams = {}, options?: RequestOptions): Promise<ProductList> {
  return takeEarly<ProductList>(listKey(params)) ?? fetchProductList(params, options);
}

export function getProduct(id: string, options?: RequestOptions): Promise<Product> {
  return takeEarly<Product>(productKey(id)) ?? fetchProduct(id, options);
}

async function fetchProductList(params: ListProductsParams, options?: RequestOptions): Promise<ProductList> {
  const { q, category, page, limit, sort } = params;
  const body = await api.get<Partial<ProductList>>('/products', { q, category, page, limit, sort, view: 'card' }, options);
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

async function fetchProduct(id: string, options?: RequestOptions): Promise<Product> {
  const body = await api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, undefined, options);
  return body.product;
}
