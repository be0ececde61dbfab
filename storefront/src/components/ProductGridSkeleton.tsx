import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { GridCell } from './ProductGrid';

/** The grid's shape while its first products load: a card's picture and two lines, `count` times. */
export function ProductGridSkeleton({ count, cell }: { count: number; cell: GridCell }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
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
