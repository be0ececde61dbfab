import type { Product } from '@petshop/contract';
import styles from './ProductPage.module.css';
import text from './ui/text.module.css';

/** The product's colours as a radio group of swatches, the chosen one named beside 'Colour:'. */
export function ColourSwatches({ colors, color, onColor }: { colors: Product['colors']; color: string | null; onColor: (name: string) => void }) {
  return (
    <div className={styles.option}>
      <p id="colour-label" className={`${text.body1} ${styles.optionLabel}`}>
        Colour: <span className={styles.optionValue}>{color}</span>
      </p>
      <div role="radiogroup" aria-labelledby="colour-label" className={`${styles.choices} ${styles.swatches}`}>
        {colors.map((option) => (
          <input
            key={option._id}
            type="radio"
            name="colour"
            value={option.name}
            checked={color === option.name}
            aria-label={option.name}
            onChange={() => onColor(option.name)}
            className={styles.swatch}
            style={{ backgroundColor: option.value }}
          />
        ))}
      </div>
    </div>
  );
}
