import type { ReactNode } from 'react';
import styles from './ShopEmptyState.module.css';
import { Button } from './ui/Button';
import text from './ui/text.module.css';

const toProducts = (
  <Button to="/products" variant="contained">
    Products
  </Button>
);

/** Nothing to show yet (an empty cart, wishlist or shelf): a friendly message and a way on, by default the 'Products' button. */
export function ShopEmptyState({ icon, title, children, action = toProducts }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className={styles.empty}>
      <div aria-hidden className={styles.icon}>
        {icon}
      </div>
      <p className={`${text.h5} ${styles.title}`}>{title}</p>
      <p className={`${text.body1} ${text.secondary} ${styles.message}`}>{children}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
