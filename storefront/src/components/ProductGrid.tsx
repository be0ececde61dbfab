import type { ProductCard as ProductCardShape } from '@petshop/contract';
import type { CSSProperties, ReactNode } from 'react';
import type { Loaded } from '../lib/useLoad';
import { EmptyProducts } from './EmptyProducts';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';
import { ProductGridSkeleton } from './ProductGridSkeleton';

/** Four across on desktop (home); the products page passes three across. */
export type GridCell = { xs: number; sm?: number; md?: number };
const FOUR_ACROSS: GridCell = { xs: 6, md: 3 };

/** The grid's columns at each width for cells of `cell` twelfths, as its stylesheet reads them. */
export function gridColumns(cell: GridCell): CSSProperties {
  const xs = 12 / cell.xs;
  const sm = cell.sm ? 12 / cell.sm : xs;
  const md = cell.md ? 12 / cell.md : sm;
  return { '--xs': xs, '--sm': sm, '--md': md } as CSSProperties;
}

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
    <ul aria-label="Products" aria-busy={busy} className={busy ? `${styles.grid} ${styles.busy}` : styles.grid} style={gridColumns(cell)}>
      {products.map((product, i) => (
        <li key={product._id}>
          <ProductCard product={product} first={i < firstScreen} />
        </li>
      ))}
    </ul>
  );
}
