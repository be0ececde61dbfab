import FavoriteIcon from '@mui/icons-material/Favorite?plain';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder?plain';
import type { ProductCard } from '@petshop/contract';
import { useWishlist } from '../lib/ShopContext';
import styles from './ProductCard.module.css';
import { IconButton } from './ui/IconButton';
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
      className={wished ? `${styles.heart} ${styles.wished}` : styles.heart}
    >
      {wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
