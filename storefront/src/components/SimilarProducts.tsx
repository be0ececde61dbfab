import Box from '@mui/material/Box';
import type { Product } from '@petshop/contract';
import { useEffect, useState } from 'react';
import { listProducts } from '../api/products';
import { ProductGrid } from './ProductGrid';
import { SectionHeading } from './SectionHeading';
import type { ProductListState } from './useProductList';

/** Spec §9: 4 similar products, never the one on the page. */
const SIMILAR_COUNT = 4;

/** Same category first; topped up with the newest products when the category is small. */
async function similarTo(product: Product, signal: AbortSignal): Promise<Product[]> {
  const others = (list: Product[]) => list.filter((other) => other._id !== product._id);
  const sameCategory = others((await listProducts({ category: product.category, limit: SIMILAR_COUNT + 1 }, { signal })).products);
  if (sameCategory.length >= SIMILAR_COUNT) return sameCategory.slice(0, SIMILAR_COUNT);
  const newest = others((await listProducts({ limit: SIMILAR_COUNT * 2 }, { signal })).products);
  const seen = new Set(sameCategory.map((other) => other._id));
  return [...sameCategory, ...newest.filter((other) => !seen.has(other._id))].slice(0, SIMILAR_COUNT);
}

/** 'You might also like' under the product page. */
export function SimilarProducts({ product }: { product: Product }) {
  const [state, setState] = useState<ProductListState>({ status: 'loading', products: [] });

  useEffect(() => {
    const controller = new AbortController();
    similarTo(product, controller.signal)
      .then((products) => setState({ status: 'ready', products }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', products: [] });
      });
    return () => controller.abort();
  }, [product]);

  // Nothing to suggest (or no answer) is not worth a section of its own.
  if (state.status !== 'loading' && state.products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-products" sx={{ mt: { xs: 6, md: 9 } }}>
      <SectionHeading id="similar-products" kicker="More to explore" title="You might also like" />
      <ProductGrid state={state} skeletons={SIMILAR_COUNT} />
    </Box>
  );
}
