import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder?plain';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined?plain';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined?plain';
import type { ReactNode } from 'react';
import { useCartCount, useWishlistCount } from '../lib/ShopContext';
import styles from './HeaderIcons.module.css';
import { IconButton } from './ui/IconButton';

function itemsLabel(name: string, count: number): string {
  return `${name} (${count} ${count === 1 ? 'item' : 'items'})`;
}

/**
 * A count over an icon, drawn as MUI's primary Badge (hidden at 0, "99+" past 99) without its code.
 * The link's label already says the count ("Cart (2 items)"). The digits are CSS-generated content
 * of an aria-hidden span, so they are no text of the link: a label must contain the link's visible
 * text outside parentheses (label-content-name-mismatch), and a bare "2" is no name for a cart.
 */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className={styles.badgeHolder}>
      {children}
      <span aria-hidden data-count={count > 99 ? '99+' : count} className={count > 0 ? styles.badge : `${styles.badge} ${styles.empty}`} />
    </span>
  );
}

// A plain `title` is the hover hint: MUI's Tooltip would bring popper.js.
export function HeaderIcons() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  return (
    <div className={styles.icons}>
      <IconButton to="/wishlist" title="Wishlist" aria-label={itemsLabel('Wishlist', wishlistCount)} color="inherit">
        <CountBadge count={wishlistCount}>
          <FavoriteBorderIcon />
        </CountBadge>
      </IconButton>
      <IconButton to="/cartitems" title="Cart" aria-label={itemsLabel('Cart', cartCount)} color="inherit">
        <CountBadge count={cartCount}>
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      </IconButton>
      <IconButton to="/profile" title="My account" aria-label="My account" color="inherit">
        <PersonOutlinedIcon />
      </IconButton>
    </div>
  );
}
