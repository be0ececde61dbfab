import styles from './PageLoading.module.css';
import { Spinner } from './ui/Spinner';

/** Shown while the first page's code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading page" />
    </div>
  );
}
