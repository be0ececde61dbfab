import FacebookIcon from '@mui/icons-material/Facebook?plain';
import InstagramIcon from '@mui/icons-material/Instagram?plain';
import XIcon from '@mui/icons-material/X?plain';
import YouTubeIcon from '@mui/icons-material/YouTube?plain';
import { SHOP_NAME } from '../lib/brand';
import styles from './Footer.module.css';
import { IconButton } from './ui/IconButton';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

// Inert for now: the shop's social accounts are not decided yet.
const SOCIAL_LINKS = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'X', Icon: XIcon },
  { label: 'YouTube', Icon: YouTubeIcon },
] as const;

const PAYMENT_ICONS = [
  { src: '/images/payment-upi.svg', alt: 'UPI' },
  { src: '/images/payment-card.svg', alt: 'Credit and debit cards' },
  { src: '/images/payment-netbanking.svg', alt: 'Net banking' },
] as const;

/** The footer's last row: the social buttons and the payment methods the shop accepts. */
export function FooterBottom() {
  return (
    <div className={styles.bottom}>
      <ul className={`${ui.bareRow} ${styles.social}`} aria-label="Follow us">
        {SOCIAL_LINKS.map(({ label, Icon }) => (
          <li key={label}>
            <IconButton href="#" onClick={(event) => event.preventDefault()} aria-label={`${SHOP_NAME} on ${label}`}>
              <Icon fontSize="small" />
            </IconButton>
          </li>
        ))}
      </ul>
      <div className={styles.payments}>
        <p className={`${text.body2} ${styles.accept}`}>We accept</p>
        {PAYMENT_ICONS.map((icon) => (
          <img key={icon.src} src={icon.src} alt={icon.alt} width={54} height={33} />
        ))}
      </div>
    </div>
  );
}
