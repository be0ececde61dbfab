import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined?plain';
import type { Product } from '@petshop/contract';
import { formatRupees } from '../lib/formatRupees';
import styles from './ProductPage.module.css';
import { IconButton } from './ui/IconButton';
import { Stars } from './ui/Stars';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';
import { VisuallyHidden } from './VisuallyHidden';

/** The buying column's top: name and share, rating and availability, price (and the price it was). */
export function ProductBuyHeading({ product, onShare }: { product: Product; onShare: () => void }) {
  const inStock = product.stock > 0;
  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={`${text.h1} ${styles.title}`}>{product.name}</h1>
        <IconButton onClick={onShare} aria-label="Share" className={ui.ringed}>
          <ShareOutlinedIcon />
        </IconButton>
      </div>
      <div className={styles.ratingRow}>
        <Stars value={product.rating} size="small" />
        <p className={`${text.body2} ${text.secondary}`}>
          {product.rating.toFixed(1)} · {product.reviewsCount === 1 ? '1 review' : `${product.reviewsCount} reviews`}
        </p>
        <span className={`${ui.chip} ${inStock ? ui.chipSecondary : ui.chipDark}`}>{inStock ? 'Available' : 'UnAvailable'}</span>
      </div>
      <div className={styles.priceRow}>
        <p className={`${text.body1} ${styles.price}`}>{formatRupees(product.price)}</p>
        {product.originalPrice != null && product.originalPrice > product.price && (
          <p className={`${text.body1} ${text.secondary} ${styles.was}`}>
            <VisuallyHidden>Was </VisuallyHidden>
            {formatRupees(product.originalPrice)}
          </p>
        )}
      </div>
    </>
  );
}
