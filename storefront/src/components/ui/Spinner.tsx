import styles from './ui.module.css';

/** MUI's indeterminate CircularProgress. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span role="progressbar" aria-label={label} className={styles.spinner}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
