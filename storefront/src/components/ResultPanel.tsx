import type { ReactNode } from 'react';
import styles from './ResultPanel.module.css';
import { Button } from './ui/Button';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** Where a result page's buttons lead; the first is the way on, drawn filled, the others outlined. */
export interface ResultLink {
  to: string;
  label: string;
}

/** A centred message with an illustration-sized icon and links on (order result, not found). */
export function ResultPanel({ icon, title, children, links }: { icon: ReactNode; title: string; children: ReactNode; links: readonly ResultLink[] }) {
  return (
    <div className={`${ui.container} ${styles.panel}`}>
      <div aria-hidden className={styles.icon}>
        {icon}
      </div>
      <h1 className={`${text.h1} ${styles.title}`}>{title}</h1>
      <div className={`${text.body1} ${text.secondary} ${styles.body}`}>{children}</div>
      <div className={styles.links}>
        {links.map(({ to, label }, index) => (
          <Button key={to} to={to} variant={index === 0 ? 'contained' : 'outlined'} size="large">
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
