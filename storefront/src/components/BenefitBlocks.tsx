import type { CSSProperties } from 'react';
import type { Benefit } from '../content/benefits';
import styles from './BenefitBlocks.module.css';
import text from './ui/text.module.css';

export function BenefitBlocks({ items, columns = 4 }: { items: readonly Benefit[]; columns?: 3 | 4 }) {
  return (
    <ul className={styles.blocks} style={{ '--columns': columns } as CSSProperties}>
      {items.map(({ id, icon: Icon, title, desc }) => (
        <li key={id}>
          <div className={styles.block}>
            <span aria-hidden className={styles.badge}>
              <Icon />
            </span>
            <div>
              <h3 className={text.h6}>{title}</h3>
              <p className={`${text.body2} ${text.secondary} ${styles.desc}`}>{desc}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
