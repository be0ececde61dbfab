import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';

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
      sx={{ display: { lg: 'none' } }}
    >
      <MenuIcon />
    </IconButton>
  );
}
