import { NavLink } from 'react-router-dom';
import styles from './MainNav.module.css';
import { NAV_LINKS } from './navLinks';
import { buttonClass } from './ui/Button';

const LINK_CLASS = buttonClass({ color: 'inherit' });

/** The header's page links on wide screens (the mobile menu lists them below that), the current one tinted. */
export function MainNav() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className={LINK_CLASS}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
