import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { categoryLabel } from './productCategories';

/** Home › the product's category › the product. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
      <Link component={RouterLink} to="/" color="inherit">
        Home
      </Link>
      <Link component={RouterLink} to={`/products?category=${encodeURIComponent(product.category)}`} color="inherit">
        {categoryLabel(product.category)}
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Typography>
    </Breadcrumbs>
  );
}
