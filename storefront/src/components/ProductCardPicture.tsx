import type { ProductCard } from '@petshop/contract';
import { responsiveImage } from '../lib/responsiveImage';
import styles from './ProductCard.module.css';
import ui from './ui/ui.module.css';
import { PRODUCT_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './productPlaceholder';

/**
 * A card's square picture, faded and marked 'Unavailable' when out of stock. A card in the first screen
 * (`first`) loads its picture at once and before the page's other pictures: it is the page's largest paint.
 */
export function ProductCardPicture({ product, first = false }: { product: ProductCard; first?: boolean }) {
  const image = product.images?.[0] || PRODUCT_PLACEHOLDER_IMAGE;
  const unavailable = !(product.stock > 0);
  return (
    <div className={styles.picture}>
      <img
        // Two cards a row on a phone, four on a desktop.
        {...responsiveImage(image, '(max-width: 600px) 50vw, 25vw')}
        alt={product.name}
        {...(first ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        onError={showPlaceholderOnError}
        className={unavailable ? styles.unavailable : undefined}
      />
      {unavailable && <span className={`${ui.chip} ${ui.chipDark} ${styles.chip}`}>Unavailable</span>}
    </div>
  );
}
