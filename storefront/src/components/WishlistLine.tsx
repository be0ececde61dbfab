import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../lib/formatRupees';
import { ProductThumb } from './ProductThumb';
import { useWishlistLine } from './useWishlistLine';
import { VisuallyHidden } from './VisuallyHidden';

/** One wished product: picture, name, price, stock status, 'Add to cart' and 'Remove Item'. */
export function WishlistLine({ product, headingLevel }: { product: Product; headingLevel: 'h2' | 'h3' | 'h4' }) {
  const { busy, addToCart, remove } = useWishlistLine(product);
  const inStock = product.stock > 0;
  const link = `/product-details/${encodeURIComponent(product._id)}`;

  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: { xs: 1.5, sm: 2.5 }, alignItems: { sm: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <RouterLink to={link} tabIndex={-1} aria-hidden>
        <ProductThumb src={product.images[0]} alt="" size={{ xs: 80, sm: 104 }} />
      </RouterLink>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography component={headingLevel} variant="h6" sx={{ lineHeight: 1.3 }}>
          <Link component={RouterLink} to={link} color="inherit">
            {product.name}
          </Link>
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 800, color: 'primary.dark' }}>{formatRupees(product.price)}</Typography>
        <Chip
          size="small"
          label={inStock ? 'In stock' : 'Out of stock'}
          color={inStock ? 'secondary' : 'default'}
          variant={inStock ? 'outlined' : 'filled'}
          sx={{ mt: 1, fontWeight: 700 }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
        <Button variant="contained" onClick={addToCart} disabled={!inStock || busy === 'add'}>
          {busy === 'add' ? 'Adding…' : 'Add to cart'}
          <VisuallyHidden> {product.name}</VisuallyHidden>
        </Button>
        <Button variant="outlined" color="inherit" onClick={remove} disabled={busy === 'remove'}>
          Remove Item
          <VisuallyHidden> {product.name}</VisuallyHidden>
        </Button>
      </Box>
    </Card>
  );
}
