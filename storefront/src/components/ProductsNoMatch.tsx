import SearchOffIcon from '@mui/icons-material/SearchOff?plain';
import { categoryLabel } from './productCategories';
import styles from './ProductsPage.module.css';
import { Button } from './ui/Button';
import text from './ui/text.module.css';

export function ProductsNoMatch({ q, category, onClear }: { q: string; category: string; onClear: () => void }) {
  const what = q ? `“${q}”` : 'this category';
  return (
    <div role="status" className={styles.noMatch}>
      <SearchOffIcon aria-hidden className={styles.noMatchIcon} />
      <p className={`${text.h5} ${styles.noMatchTitle}`}>
        No products match {what}
        {q && category ? ` in ${categoryLabel(category)}` : ''}
      </p>
      <p className={`${text.body1} ${text.secondary} ${styles.noMatchHint}`}>Try another word, check the spelling, or browse everything we stock.</p>
      <Button variant="contained" onClick={onClear}>
        Show all products
      </Button>
    </div>
  );
}
