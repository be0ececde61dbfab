import StarIcon from '@mui/icons-material/Star?plain';
import StarBorderIcon from '@mui/icons-material/StarBorder?plain';
import styles from './ui.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating shown, not asked for: MUI's read-only Rating (amber stars, a part-filled star for a fraction),
 * as one image named by its value.
 */
export function Stars({ value, size = 'medium', label, className }: { value: number; size?: 'small' | 'medium'; label?: string; className?: string }) {
  const name = label ?? `${value} Star${value === 1 ? '' : 's'}`;
  return (
    <span role="img" aria-label={name} className={[styles.stars, size === 'small' && styles.starsSmall, className].filter(Boolean).join(' ')}>
      {STARS.map((star) => {
        const filled = Math.min(1, Math.max(0, Math.round((value - star + 1) * 10) / 10));
        return (
          <span key={star} className={styles.star}>
            <StarBorderIcon fontSize="inherit" className={styles.starEmpty} />
            {filled > 0 && (
              <span className={styles.starFilled} style={{ width: `${filled * 100}%` }}>
                <StarIcon fontSize="inherit" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
