import styles from './ProductPage.module.css';
import ui from './ui/ui.module.css';

const LINE = `${ui.skeleton} ${ui.skeletonText}`;

/** The product page's shape while the product loads. */
export function LoadingProduct() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading product" className={styles.columns}>
      <span className={`${ui.skeleton} ${styles.loadingPicture}`} />
      <div>
        <span className={`${LINE} ${styles.loadingTitle}`} style={{ width: '80%' }} />
        <span className={LINE} style={{ width: '40%' }} />
        <span className={`${LINE} ${styles.loadingPrice}`} style={{ width: '30%' }} />
        <span className={`${ui.skeleton} ${styles.loadingButton}`} />
      </div>
    </div>
  );
}
