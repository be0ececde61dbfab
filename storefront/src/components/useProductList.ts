import { useCallback, useEffect, useState } from 'react';
import type { Product, ProductPagination } from '@petshop/contract';
import { listProducts, type ListProductsParams } from '../api/products';

export type ProductListState = {
  status: 'loading' | 'ready' | 'failed';
  products: Product[];
  /** The last answer's page figures (absent until one arrives). */
  pagination?: ProductPagination;
};

/** Fetches a product list; a failure leaves an empty list (spec §7: "on failure an empty list"). */
export function useProductList(params: ListProductsParams): ProductListState & { reload: () => void } {
  const [state, setState] = useState<ProductListState>({ status: 'loading', products: [] });
  const [attempt, setAttempt] = useState(0);
  const { q, category, page, limit, sort } = params;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger, not a value the effect reads.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    listProducts({ q, category, page, limit, sort }, { signal: controller.signal })
      .then(({ products, pagination }) => setState({ status: 'ready', products, pagination }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', products: [] });
      });
    return () => controller.abort();
  }, [q, category, page, limit, sort, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
