import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../api/client';
import { formatRupees } from '../lib/formatRupees';
import { useCart, useWishlist } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { visuallyHidden } from '../lib/visuallyHidden';
import { ProductThumb } from './ProductThumb';
import { ShopEmptyState } from './ShopEmptyState';

const ADD_FAILED = 'error in adding to cart';

/**
 * The shopper's wishlist: each product with price, stock status, 'Add to cart' and
 * 'Remove Item', or an empty state. Used by /wishlist and the profile's Wishlist tab; `headingLevel`
 * keeps the page's headings in order.
 */
export function WishlistList({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const wishlist = useWishlist();

  if (wishlist.loading && wishlist.items.length === 0) {
    return (
      <Box aria-busy="true" aria-label="Loading your wishlist">
        <Skeleton variant="rounded" height={128} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={128} />
      </Box>
    );
  }

  if (wishlist.items.length === 0) {
    return (
      <ShopEmptyState icon={<FavoriteBorderIcon />} title="Your wishlist is empty">
        Tap the heart on anything you love and it will wait for you here.
      </ShopEmptyState>
    );
  }

  return (
    <Box component="ul" aria-label="Wishlist" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {wishlist.items.map((item) => (
        <Box component="li" key={item._id}>
          <WishlistLine product={item.product} headingLevel={headingLevel} />
        </Box>
      ))}
    </Box>
  );
}

function WishlistLine({ product, headingLevel }: { product: Product; headingLevel: 'h2' | 'h3' | 'h4' }) {
  const cart = useCart();
  const wishlist = useWishlist();
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);
  const inStock = product.stock > 0;
  const link = `/product-details/${encodeURIComponent(product._id)}`;

  const addToCart = async () => {
    if (busy) return;
    setBusy('add');
    try {
      toast.success((await cart.add(product._id, 1)) ?? 'product item added in the cart successfull');
    } catch (error) {
      toast.error((error as ApiError).message || ADD_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy('remove');
    try {
      await wishlist.remove(product._id);
    } catch {
      toast.error('Could not remove this item. Please try again.');
      setBusy(null);
    }
  };

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
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {product.name}
          </Box>
        </Button>
        <Button variant="outlined" color="inherit" onClick={remove} disabled={busy === 'remove'}>
          Remove Item
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {product.name}
          </Box>
        </Button>
      </Box>
    </Card>
  );
}
