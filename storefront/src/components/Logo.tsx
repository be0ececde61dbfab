import PetsIcon from '@mui/icons-material/Pets?plain';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_NAME } from '../lib/brand';
import styles from './Logo.module.css';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <RouterLink to="/" aria-label={`${SHOP_NAME} home`} className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}>
      <span aria-hidden className={styles.mark}>
        <PetsIcon fontSize="small" />
      </span>
      <span className={styles.name}>{SHOP_NAME}</span>
    </RouterLink>
  );
}
