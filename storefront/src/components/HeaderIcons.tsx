import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { useCartCount, useWishlistCount } from '../lib/ShopContext';

function itemsLabel(name: string, count: number): string {
  return `${name} (${count} ${count === 1 ? 'item' : 'items'})`;
}

// The label already says the count, so the badge's digits stay out of the accessible name (which must
// contain any visible text). A plain `title` is the hover hint: MUI's Tooltip would bring popper.js.
const badgeSlotProps = { badge: { 'aria-hidden': true } } as const;

export function HeaderIcons() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, '& .MuiIconButton-root': { p: { xs: '6px', sm: 1 } } }}>
      <IconButton component={RouterLink} to="/wishlist" title="Wishlist" aria-label={itemsLabel('Wishlist', wishlistCount)} color="inherit">
        <Badge badgeContent={wishlistCount} color="primary" max={99} slotProps={badgeSlotProps}>
          <FavoriteBorderIcon />
        </Badge>
      </IconButton>
      <IconButton component={RouterLink} to="/cartitems" title="Cart" aria-label={itemsLabel('Cart', cartCount)} color="inherit">
        <Badge badgeContent={cartCount} color="primary" max={99} slotProps={badgeSlotProps}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      <IconButton component={RouterLink} to="/profile" title="My account" aria-label="My account" color="inherit">
        <PersonOutlinedIcon />
      </IconButton>
    </Box>
  );
}
