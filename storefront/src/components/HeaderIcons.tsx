import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import { useCartCount, useWishlistCount } from '../lib/ShopContext';

function itemsLabel(name: string, count: number): string {
  return `${name} (${count} ${count === 1 ? 'item' : 'items'})`;
}

export function HeaderIcons() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, '& .MuiIconButton-root': { p: { xs: '6px', sm: 1 } } }}>
      <Tooltip title="Wishlist">
        <IconButton component={RouterLink} to="/wishlist" aria-label={itemsLabel('Wishlist', wishlistCount)} color="inherit">
          <Badge badgeContent={wishlistCount} color="primary" max={99}>
            <FavoriteBorderIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Tooltip title="Cart">
        <IconButton component={RouterLink} to="/cartitems" aria-label={itemsLabel('Cart', cartCount)} color="inherit">
          <Badge badgeContent={cartCount} color="primary" max={99}>
            <ShoppingCartOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Tooltip title="My account">
        <IconButton component={RouterLink} to="/profile" aria-label="My account" color="inherit">
          <PersonOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
