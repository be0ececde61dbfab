import styles from './PageLoading.module.css';
import { Spinner } from './ui/Spinner';

export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.panel}>
      <Spinner />
    </div>
  );
}
