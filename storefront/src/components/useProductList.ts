import { useCallback, useEffect, useState } from 'react';
import type { Product } from '@petshop/contract';
import { listProducts, type ListProductsParams } from '../api/products';

export type ProductListState =
  | { status: 'loading'; products: Product[] }
  | { status: 'ready'; products: Product[] }
  | { status: 'failed'; products: Product[] };

/** Fetches a product list; a failure leaves an empty list (spec §7: "on failure an empty list"). */
export function useProductList(params: ListProductsParams): ProductListState & { reload: () => void } {
  const [state, setState] = useState<ProductListState>({ status: 'loading', products: [] });
  const [attempt, setAttempt] = useState(0);
  const { q, category, page, limit, sort } = params;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger, not a value the effect reads.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', products: previous.products }));
    listProducts({ q, category, page, limit, sort }, { signal: controller.signal })
      .then(({ products }) => setState({ status: 'ready', products }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', products: [] });
      });
    return () => controller.abort();
  }, [q, category, page, limit, sort, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
