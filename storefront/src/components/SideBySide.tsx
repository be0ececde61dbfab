import type { ReactNode } from 'react';
import styles from './SideBySide.module.css';

/**
 * A section's two halves, side by side on wide screens and stacked on phones, centred on each other.
 * `secondOnTopOnPhones` stacks them the other way round, for a picture that should come first there.
 */
export function SideBySide({ first, second, secondOnTopOnPhones = false }: { first: ReactNode; second: ReactNode; secondOnTopOnPhones?: boolean }) {
  return (
    <div className={secondOnTopOnPhones ? `${styles.sides} ${styles.secondOnTop}` : styles.sides}>
      <div>{first}</div>
      <div>{second}</div>
    </div>
  );
}
