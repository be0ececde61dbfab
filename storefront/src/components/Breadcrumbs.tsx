import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './Breadcrumbs.module.css';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** The way here (links, from Home) and the page itself, last. */
export function Breadcrumbs({ trail, current, className }: { trail: readonly { to: string; label: string }[]; current: string; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`${text.body1} ${styles.crumbs} ${className ?? ''}`}>
      <ol className={ui.bareRow}>
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
            </li>
            <li aria-hidden className={styles.separator}>
              /
            </li>
          </Fragment>
        ))}
        <li>
          <p aria-current="page" className={`${text.body1} ${styles.current}`}>
            {current}
          </p>
        </li>
      </ol>
    </nav>
  );
}
