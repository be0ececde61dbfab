import EmailIcon from '@mui/icons-material/Email?plain';
import PhoneIcon from '@mui/icons-material/Phone?plain';
import { SHOP_CONTACT, SHOP_NAME } from '../lib/brand';
import styles from './Footer.module.css';
import { FooterBottom } from './FooterBottom';
import { FooterLinkGroups } from './FooterLinkGroups';
import { Logo } from './Logo';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

const CONTACT_LINK = `${text.body2} ${styles.link} ${styles.contact}`;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <Logo inverted />
            <p className={`${text.body2} ${styles.blurb}`}>
              Food, treats, toys and everyday essentials for dogs and cats, from brands we trust, delivered free across India.
            </p>
            <div className={styles.contacts}>
              <a href={`mailto:${SHOP_CONTACT.email}`} className={CONTACT_LINK}>
                <EmailIcon fontSize="small" aria-hidden /> {SHOP_CONTACT.email}
              </a>
              <a href={SHOP_CONTACT.phoneHref} className={CONTACT_LINK}>
                <PhoneIcon fontSize="small" aria-hidden /> {SHOP_CONTACT.phone}
              </a>
            </div>
          </div>
          <FooterLinkGroups />
        </div>
        <FooterBottom />
        <p className={`${text.body2} ${styles.copyright}`}>
          © {new Date().getFullYear()} {SHOP_NAME}. All prices in Indian rupees (₹).
        </p>
      </div>
    </footer>
  );
}
