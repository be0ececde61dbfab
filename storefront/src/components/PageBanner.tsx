import { Breadcrumbs } from './Breadcrumbs';
import styles from './PageBanner.module.css';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

const HOME = [{ to: '/', label: 'Home' }];

/** Title band at the top of an inner page, with a "Home / Page" breadcrumb. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={styles.banner}>
      <div className={ui.container}>
        <Breadcrumbs trail={HOME} current={title} className={styles.crumbs} />
        <h1 className={text.h1}>{title}</h1>
        {subtitle && <p className={`${text.body1} ${text.secondary} ${styles.subtitle}`}>{subtitle}</p>}
      </div>
    </div>
  );
}
