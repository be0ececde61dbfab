import Grid from '@mui/material/Grid';
import type { ProductCard as ProductCardShape } from '@petshop/contract';
import type { ReactNode } from 'react';
import type { Loaded } from '../lib/useLoad';
import { EmptyProducts } from './EmptyProducts';
import { ProductCard } from './ProductCard';
import { ProductGridSkeleton } from './ProductGridSkeleton';

/** Four across on desktop (home); the products page passes three across. */
export type GridCell = { xs: number; sm?: number; md?: number };
const FOUR_ACROSS: GridCell = { xs: 6, md: 3 };

/** A list of products as `useLoad` holds it. */
export type ProductListLoad = Pick<Loaded<{ products: readonly ProductCardShape[] }>, 'status' | 'data' | 'reload'>;

export interface ProductGridProps {
  list: ProductListLoad;
  skeletons?: number;
  cell?: GridCell;
  /** Shown instead of the default message when an answer has no products (e.g. a search with no match). */
  empty?: ReactNode;
  /** How many of the first cards show in the first screen (a page that starts with its grid): their pictures load at once. */
  firstScreen?: number;
}

/** Products in a responsive grid, with skeletons while loading, a friendly empty state, and none but a retry after a failure. */
export function ProductGrid({ list, skeletons = 4, cell = FOUR_ACROSS, empty, firstScreen = 0 }: ProductGridProps) {
  const products = list.status === 'failed' ? [] : (list.data?.products ?? []);
  if (list.status === 'loading' && products.length === 0) {
    return <ProductGridSkeleton count={skeletons} cell={cell} />;
  }

  if (products.length === 0) {
    if (list.status === 'ready' && empty) return empty;
    return <EmptyProducts failed={list.status === 'failed'} onRetry={() => void list.reload()} />;
  }

  return <ProductCards products={products} cell={cell} busy={list.status === 'loading'} firstScreen={firstScreen} />;
}

interface ProductCardsProps {
  products: readonly ProductCardShape[];
  cell: GridCell;
  busy: boolean;
  firstScreen: number;
}

function ProductCards({ products, cell, busy, firstScreen }: ProductCardsProps) {
  return (
    <Grid
      container
      spacing={{ xs: 2, md: 3 }}
      component="ul"
      aria-label="Products"
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
    >
      {products.map((product, i) => (
        <Grid key={product._id} size={cell} component="li">
          <ProductCard product={product} first={i < firstScreen} />
        </Grid>
      ))}
    </Grid>
  );
}
