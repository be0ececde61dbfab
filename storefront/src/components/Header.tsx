import { lazy, Suspense } from 'react';
import { withMui } from '../lib/muiScope';
import styles from './Header.module.css';
import { HeaderIcons } from './HeaderIcons';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import type { MobileMenuProps } from './MobileMenu';
import { MenuButton } from './MenuButton';
import { SearchBox } from './SearchBox';
import { TopBanner } from './TopBanner';
import { useHideOnScroll } from './useHideOnScroll';
import { useMobileMenu } from './useMobileMenu';

// The drawer (and MUI's Modal under it) loads only when wanted: most visits never open it.
const MobileMenu = lazy(withMui<MobileMenuProps>(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu }))));

export function Header() {
  const hidden = useHideOnScroll(50);
  const menu = useMobileMenu();

  return (
    <header className={hidden ? `${styles.header} ${styles.hidden}` : styles.header}>
      <TopBanner />
      <div className={styles.bar}>
        <div className={styles.toolbar}>
          <MenuButton onReach={menu.loadMenu} onOpen={menu.openMenu} />
          <Logo />
          <MainNav />
          <div className={styles.spacer} />
          <SearchBox className={styles.search} />
          <HeaderIcons />
        </div>
      </div>
      {menu.loaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menu.open} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
