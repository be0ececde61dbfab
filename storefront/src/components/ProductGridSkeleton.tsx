import { type GridCell, gridColumns } from './ProductGrid';
import styles from './ProductGrid.module.css';
import ui from './ui/ui.module.css';

const TEXT = `${ui.skeleton} ${ui.skeletonText}`;

/** The grid's shape while its first products load: a card's picture and two lines, `count` times. */
export function ProductGridSkeleton({ count, cell }: { count: number; cell: GridCell }) {
  return (
    <div aria-busy="true" aria-label="Loading products" role="status" className={styles.grid} style={gridColumns(cell)}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
        <div key={index} className={ui.card}>
          <span className={`${ui.skeleton} ${styles.skeletonPicture}`} />
          <div className={ui.cardContent}>
            <span className={TEXT} style={{ width: '80%' }} />
            <span className={TEXT} style={{ width: '40%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
