import type { Product, ProductCard, ProductPagination, ProductSort } from '@petshop/contract';
import { API_BASE, api, type RequestOptions, toQueryString } from './client';

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

/** What a page asks for, as a key: the same in the browser and in the server's drawing of the page (see lib/firstAnswer). */
export const listKey = (params: ListProductsParams) => `list ${JSON.stringify(params)}`;
export const productKey = (id: string) => `product ${id}`;

/** A list's query, as the storefront asks for it: a page of cards. */
const listQuery = ({ q, category, page, limit, sort }: ListProductsParams) => ({ q, category, page, limit, sort, view: 'card' });
const productRoute = (id: string) => `/products/${encodeURIComponent(id)}`;

/** The API paths the storefront asks for a list and a product at (the server draws their pages with the answers). */
export const listPath = (params: ListProductsParams) => `${API_BASE}/products${toQueryString(listQuery(params))}`;
export const productPath = (id: string) => `${API_BASE}${productRoute(id)}`;

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
  return productListOf(await api.get('/products', listQuery(params), options), params);
}

/** A list's answer as the pages hold it. */
export function productListOf(answer: unknown, { page, limit }: ListProductsParams): ProductList {
  const body = (answer ?? {}) as Partial<ProductList>;
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
  return productOf(await api.get(productRoute(id), undefined, options));
}

/** A product's answer as the page holds it. */
export const productOf = (answer: unknown): Product => (answer as { product: Product }).product;
