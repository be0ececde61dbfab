import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { ProductCard } from '@petshop/contract';
import { useWishlist } from '../lib/ShopContext';
import { useWishToggle } from './useWishToggle';

/** The card's heart, over the picture's corner: filled once the product is on the wishlist. */
export function ProductCardHeart({ product }: { product: ProductCard }) {
  const wished = useWishlist().has(product._id);
  const toggleWish = useWishToggle(product);
  return (
    <IconButton
      onClick={toggleWish}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        bgcolor: 'background.paper',
        boxShadow: 1,
        color: wished ? 'primary.main' : 'text.secondary',
        '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
      }}
    >
      {wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
