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

export async function listProducts(params: ListProductsParams = {}, options?: RequestOptions): Promise<ProductList> {
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

/** A product asked for before its page rendered (see preloadFirstPage): its page's first getProduct takes the answer. */
let early: { id: string; answer: Promise<Product> } | undefined;

export function prefetchProduct(id: string): void {
  early = { id, answer: getProduct(id) };
  // Whoever takes it sees a failure; until then it is not an unhandled rejection.
  early.answer.catch(() => undefined);
}

export async function getProduct(id: string, options?: RequestOptions): Promise<Product> {
  if (early?.id === id) {
    const { answer } = early;
    early = undefined;
    return answer;
  }
  const body = await api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, undefined, options);
  return body.product;
}
