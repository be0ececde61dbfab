import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { Logo } from './Logo';
import { NAV_LINKS } from './navLinks';

const ACCOUNT_LINKS = [
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cartitems', label: 'Cart' },
  { to: '/profile', label: 'My Account' },
] as const;

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const renderLink = (link: { to: string; label: string }) => (
    <ListItemButton
      key={link.to}
      component={NavLink}
      to={link.to}
      end={link.to === '/'}
      onClick={onClose}
      sx={{ borderRadius: '10px', '&.active': { bgcolor: 'action.selected', color: 'primary.dark' } }}
    >
      <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
    </ListItemButton>
  );

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 290, p: 2 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Logo />
        <IconButton onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Mobile">
        <List>{NAV_LINKS.map(renderLink)}</List>
        <Divider sx={{ my: 1 }} />
        <List>{ACCOUNT_LINKS.map(renderLink)}</List>
      </nav>
    </Drawer>
  );
}
