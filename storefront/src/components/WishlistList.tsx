import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useWishlist } from '../lib/ShopContext';
import { ShopEmptyState } from './ShopEmptyState';
import { WishlistLine } from './WishlistLine';

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
