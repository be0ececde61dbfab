import { Link as RouterLink } from 'react-router-dom';
import styles from './Footer.module.css';
import text from './ui/text.module.css';

const LINK_GROUPS = [
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'Products' },
      { to: '/cartitems', label: 'Cart' },
      { to: '/checkout', label: 'Checkout' },
      { to: '/profile', label: 'My Account' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/about-us', label: 'About Us' },
      { to: '/blogs', label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/termsandconditions', label: 'Terms & Conditions' },
      { to: '/privacypolicy', label: 'Privacy Policy' },
    ],
  },
] as const;

/** The footer's Shop, Help and Legal columns. */
export function FooterLinkGroups() {
  return LINK_GROUPS.map((group) => (
    <div key={group.title} className={styles.group}>
      <h2 className={`${text.h6} ${styles.heading}`}>{group.title}</h2>
      <ul className={styles.links}>
        {group.links.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to} className={`${text.body2} ${styles.link}`}>
              {link.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}
