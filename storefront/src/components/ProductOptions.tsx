import type { Product } from '@petshop/contract';
import { ColourSwatches } from './ColourSwatches';
import styles from './ProductPage.module.css';
import text from './ui/text.module.css';

/** Colour swatches and sizes as radio groups: one choice each, sent along with Add to cart. */
export function ProductOptions({
  product,
  color,
  size,
  onColor,
  onSize,
}: {
  product: Product;
  color: string | null;
  size: string | null;
  onColor: (name: string) => void;
  onSize: (size: string) => void;
}) {
  return (
    <>
      {product.colors.length > 0 && <ColourSwatches colors={product.colors} color={color} onColor={onColor} />}
      {product.sizes.length > 0 && (
        <div className={styles.option}>
          <p id="size-label" className={`${text.body1} ${styles.optionLabel}`}>
            Size
          </p>
          <div role="radiogroup" aria-labelledby="size-label" className={styles.choices}>
            {product.sizes.map((option) => (
              <label key={option} className={styles.size}>
                <input type="radio" name="size" value={option} checked={size === option} onChange={() => onSize(option)} />
                {option}
              </label>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
