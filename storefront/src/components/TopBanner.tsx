import LocalOfferIcon from '@mui/icons-material/LocalOffer?plain';
import styles from './TopBanner.module.css';
import text from './ui/text.module.css';

/** Marketing line only: no discount logic exists behind it. */
export function TopBanner() {
  return (
    <div className={styles.banner}>
      <p className={`${text.body2} ${styles.line}`}>
        <LocalOfferIcon aria-hidden />
        25% off your first order
        <span className={styles.more}>· Free shipping on all orders across India</span>
      </p>
    </div>
  );
}
