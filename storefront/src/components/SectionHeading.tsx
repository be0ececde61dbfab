import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';
import text from './ui/text.module.css';

/** A small coloured kicker over an h2, optionally centred, with an id for aria-labelledby. */
export function SectionHeading({
  id,
  kicker,
  title,
  align = 'left',
  children,
}: {
  id?: string;
  kicker?: string;
  title: string;
  align?: 'left' | 'center';
  children?: ReactNode;
}) {
  return (
    <div className={align === 'center' ? `${styles.heading} ${styles.center}` : styles.heading}>
      {kicker && <p className={`${text.body1} ${styles.kicker}`}>{kicker}</p>}
      <h2 id={id} className={text.h2}>
        {title}
      </h2>
      {children && <div className={styles.more}>{children}</div>}
    </div>
  );
}
