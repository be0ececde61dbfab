import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** The product page's shape while the product loads. */
export function LoadingProduct() {
  return (
    <Grid container spacing={{ xs: 3, md: 6 }} aria-busy="true" aria-label="Loading product">
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: '20px' }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton height={56} width="80%" />
        <Skeleton width="40%" />
        <Skeleton height={48} width="30%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
      </Grid>
    </Grid>
  );
}
