import ChevronLeftIcon from '@mui/icons-material/ChevronLeft?plain';
import ChevronRightIcon from '@mui/icons-material/ChevronRight?plain';
import styles from './ProductPage.module.css';
import { IconButton } from './ui/IconButton';

/** A carousel's previous or next button, over the picture at its side; hidden at the end it cannot pass. */
export function CarouselArrowButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <IconButton aria-label={label} disabled={disabled} onClick={onClick} className={`${styles.arrow} ${side === 'left' ? styles.left : styles.right}`}>
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
