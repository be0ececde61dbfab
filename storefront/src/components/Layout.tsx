import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';
import { WhenNear } from './WhenNear';

/** About the footer's height (one column on a phone, four on a desktop), held until it renders. */
const FOOTER_HEIGHT = { xs: 900, md: 420 };

/** The public layout: header, page, footer. */
export function Layout() {
  return (
    <div className={styles.layout}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* Below the fold on most pages: drawn as it nears the viewport (or once the page has loaded). */}
      <WhenNear minHeight={FOOTER_HEIGHT}>
        <Footer />
      </WhenNear>
    </div>
  );
}
