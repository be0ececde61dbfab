import Typography from '@mui/material/Typography';
import type { ProductPagination } from '@petshop/contract';

export function ProductResultCount({ pagination }: { pagination?: ProductPagination }) {
  // A live region: a screen reader hears how many matched after each search or filter.
  return (
    <Typography role="status" sx={{ mt: 0.5, color: 'text.secondary', minHeight: '1.5em' }}>
      {pagination && pagination.totalProducts > 0 ? showing(pagination) : ''}
    </Typography>
  );
}

function showing({ page, limit, totalProducts }: ProductPagination): string {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, totalProducts);
  const noun = totalProducts === 1 ? 'product' : 'products';
  return first > totalProducts ? `${totalProducts} ${noun}` : `Showing ${first}–${last} of ${totalProducts} ${noun}`;
}
