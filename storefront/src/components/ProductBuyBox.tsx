import FavoriteIcon from '@mui/icons-material/Favorite?plain';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder?plain';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined?plain';
import type { Product } from '@petshop/contract';
import { useWishlist } from '../lib/ShopContext';
import { ProductBuyHeading } from './ProductBuyHeading';
import { ProductOptions } from './ProductOptions';
import styles from './ProductPage.module.css';
import { QuantityStepper } from './QuantityStepper';
import { Button } from './ui/Button';
import { IconButton } from './ui/IconButton';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';
import { useBuyBox } from './useBuyBox';
import { useWishToggle } from './useWishToggle';

/** The product page's buying column: name, rating, availability, price, options, quantity, Add to cart / Go To Cart, heart and share. */
export function ProductBuyBox({ product, onShare }: { product: Product; onShare: () => void }) {
  const wished = useWishlist().has(product._id);
  const toggleWish = useWishToggle(product);
  const { color, setColor, size, setSize, quantity, setQuantity, adding, inStock, maxQuantity, inCart, add } = useBuyBox(product);

  return (
    <div>
      <ProductBuyHeading product={product} onShare={onShare} />

      <ProductOptions product={product} color={color} size={size} onColor={setColor} onSize={setSize} />

      <div className={styles.buyRow}>
        <QuantityStepper value={quantity} max={maxQuantity} disabled={!inStock} onChange={setQuantity} />
        {inCart ? (
          <Button to="/cartitems" variant="contained" color="secondary" size="large" className={styles.buy}>
            Go To Cart
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={add} disabled={!inStock || adding} aria-busy={adding} className={styles.buy}>
            {adding ? 'Adding…' : 'Add to cart'}
          </Button>
        )}
        <IconButton
          onClick={toggleWish}
          aria-pressed={wished}
          aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
          className={`${ui.ringed} ${styles.wish}`}
        >
          {wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
      </div>

      <div className={styles.shipping}>
        <LocalShippingOutlinedIcon aria-hidden />
        <p className={text.body1}>FREE SHIPPING ON ORDERS ₹100+</p>
      </div>
    </div>
  );
}
