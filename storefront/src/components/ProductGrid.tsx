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
import { ProductCard } from './ProductCard';
import type { ProductListState } from './useProductList';

/** Four across on desktop (home); the products page passes three across. */
export type GridCell = { xs: number; sm?: number; md?: number };
const FOUR_ACROSS: GridCell = { xs: 6, md: 3 };

export interface ProductGridProps {
  state: ProductListState;
  skeletons?: number;
  onRetry?: () => void;
  cell?: GridCell;
  /** Shown instead of the default message when an answer has no products (e.g. a search with no match). */
  empty?: ReactNode;
}

/** Products in a responsive grid, with skeletons while loading and a friendly empty state. */
export function ProductGrid({ state, skeletons = 4, onRetry, cell = FOUR_ACROSS, empty }: ProductGridProps) {
  if (state.status === 'loading' && state.products.length === 0) {
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

  if (state.products.length === 0) {
    if (state.status === 'ready' && empty) return empty;
    return <EmptyProducts failed={state.status === 'failed'} onRetry={onRetry} />;
  }

  return <ProductCards products={state.products} cell={cell} busy={state.status === 'loading'} />;
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

function EmptyProducts({ failed, onRetry }: { failed: boolean; onRetry?: () => void }) {
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
      {failed && onRetry && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
          Try again
        </Button>
      )}
    </Box>
  );
}
