import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCartCount, useWishlistCount } from '../lib/ShopContext';

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
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}>
      {children}
      <Box
        component="span"
        aria-hidden
        data-count={count > 99 ? '99+' : count}
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          zIndex: 1,
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 20,
          height: 20,
          px: '6px',
          borderRadius: '10px',
          fontSize: '0.75rem',
          fontWeight: 500,
          lineHeight: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          transform: `scale(${count > 0 ? 1 : 0}) translate(50%, -50%)`,
          transformOrigin: '100% 0%',
          transition: 'transform 225ms cubic-bezier(0.4, 0, 0.2, 1)',
          '&::after': { content: 'attr(data-count)' },
        }}
      />
    </Box>
  );
}

// A plain `title` is the hover hint: MUI's Tooltip would bring popper.js.
export function HeaderIcons() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, '& .MuiIconButton-root': { p: { xs: '6px', sm: 1 } } }}>
      <IconButton component={RouterLink} to="/wishlist" title="Wishlist" aria-label={itemsLabel('Wishlist', wishlistCount)} color="inherit">
        <CountBadge count={wishlistCount}>
          <FavoriteBorderIcon />
        </CountBadge>
      </IconButton>
      <IconButton component={RouterLink} to="/cartitems" title="Cart" aria-label={itemsLabel('Cart', cartCount)} color="inherit">
        <CountBadge count={cartCount}>
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      </IconButton>
      <IconButton component={RouterLink} to="/profile" title="My account" aria-label="My account" color="inherit">
        <PersonOutlinedIcon />
      </IconButton>
    </Box>
  );
}
