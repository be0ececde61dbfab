import PetsIcon from '@mui/icons-material/Pets';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import type { ReactNode } from 'react';
import type { Loaded } from '../lib/useLoad';
import { ProductCard } from './ProductCard';

/** Four across on desktop (home); the products page passes three across. */
export type GridCell = { xs: number; sm?: number; md?: number };
const FOUR_ACROSS: GridCell = { xs: 6, md: 3 };

/** A list of products as `useLoad` holds it. */
export type ProductListLoad = Pick<Loaded<{ products: readonly Product[] }>, 'status' | 'data' | 'reload'>;

export interface ProductGridProps {
  list: ProductListLoad;
  skeletons?: number;
  cell?: GridCell;
  /** Shown instead of the default message when an answer has no products (e.g. a search with no match). */
  empty?: ReactNode;
}

/** Products in a responsive grid, with skeletons while loading, a friendly empty state, and none but a retry after a failure. */
export function ProductGrid({ list, skeletons = 4, cell = FOUR_ACROSS, empty }: ProductGridProps) {
  const products = list.status === 'failed' ? [] : (list.data?.products ?? []);
  if (list.status === 'loading' && products.length === 0) {
    return (
      <Grid container spacing={{ xs: 2, md: 3 }} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
          <Grid key={index} size={cell}>
            <Card>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
              <CardContent>
                <Skeleton width="80%" />
                <Skeleton width="40%" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }

  if (products.length === 0) {
    if (list.status === 'ready' && empty) return empty;
    return <EmptyProducts failed={list.status === 'failed'} onRetry={() => void list.reload()} />;
  }

  return <ProductCards products={products} cell={cell} busy={list.status === 'loading'} />;
}

function ProductCards({ products, cell, busy }: { products: readonly Product[]; cell: GridCell; busy: boolean }) {
  return (
    <Grid
      container
      spacing={{ xs: 2, md: 3 }}
      component="ul"
      aria-label="Products"
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
    >
      {products.map((product) => (
        <Grid key={product._id} size={cell} component="li">
          <ProductCard product={product} />
        </Grid>
      ))}
    </Grid>
  );
}

function EmptyProducts({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 6 },
        px: 2,
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: '20px',
        bgcolor: 'background.paper',
      }}
    >
      <PetsIcon aria-hidden sx={{ fontSize: 44, color: 'primary.light' }} />
      <Typography variant="h5" component="p" sx={{ mt: 1 }}>
        {failed ? 'We couldn’t fetch our products just now' : 'Fresh stock is on its way'}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {failed ? 'Please try again in a moment.' : 'New products will appear here very soon. Check back shortly!'}
      </Typography>
      {failed && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
          Try again
        </Button>
      )}
    </Box>
  );
}
