import type { ProductCard as ProductCardShape } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../lib/formatRupees';
import styles from './ProductCard.module.css';
import { ProductCardHeart } from './ProductCardHeart';
import { ProductCardPicture } from './ProductCardPicture';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';
import { VisuallyHidden } from './VisuallyHidden';

/** `first`: the card is in the page's first screen (see ProductCardPicture). */
export function ProductCard({ product, first = false }: { product: ProductCardShape; first?: boolean }) {
  const discounted = product.originalPrice != null && product.originalPrice > product.price;

  return (
    <div className={`${ui.card} ${styles.card}`}>
      <RouterLink to={`/product-details/${encodeURIComponent(product._id)}`} className={styles.action}>
        <ProductCardPicture product={product} first={first} />
        <div className={`${ui.cardContent} ${styles.content}`}>
          <h3 className={`${text.h6} ${styles.name}`}>{product.name}</h3>
          <div className={styles.prices}>
            <p className={styles.price}>{formatRupees(product.price)}</p>
            {discounted && (
              <p className={`${text.body2} ${text.secondary} ${styles.was}`}>
                <VisuallyHidden>Was </VisuallyHidden>
                {formatRupees(product.originalPrice ?? 0)}
              </p>
            )}
          </div>
        </div>
      </RouterLink>

      <ProductCardHeart product={product} />
    </div>
  );
}
