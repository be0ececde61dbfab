import MenuIcon from '@mui/icons-material/Menu?plain';
import styles from './MenuButton.module.css';
import { IconButton } from './ui/IconButton';

/** The mobile menu's button: reaching for it (pointer or focus) loads the menu, clicking opens it. */
export function MenuButton({ onReach, onOpen }: { onReach: () => void; onOpen: () => void }) {
  return (
    <IconButton
      edge="start"
      aria-label="Open menu"
      onPointerEnter={onReach}
      onPointerDown={onReach}
      onFocus={onReach}
      onClick={onOpen}
      className={styles.menuButton}
    >
      <MenuIcon />
    </IconButton>
  );
}
