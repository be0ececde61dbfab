import type { ProductSort } from '@petshop/contract';
import type { ListProductsParams } from '../api/products';

/** The products page shows 9 at a time, three across on desktop. */
export const PAGE_SIZE = 9;

export const PRODUCT_SORTS: readonly { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
];

export function isProductSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.value === value);
}

/** What the products page shows, as its address says: the search (q from the header), category, sort and page. */
export interface ProductSearch {
  q: string;
  category: string;
  sort: ProductSort;
  page: number;
}

export function productSearchOf(params: URLSearchParams): ProductSearch {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') ?? '',
    sort: isProductSort(sort) ? sort : 'newest',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The page of the catalogue a search shows. */
export function listParamsOf({ q, category, sort, page }: ProductSearch): ListProductsParams {
  return { q: q || undefined, category: category || undefined, sort, page, limit: PAGE_SIZE };
}
