import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from './navLinks';

/** The header's page links on wide screens (the mobile menu lists them below that), the current one tinted. */
export function MainNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 2 }}>
      {NAV_LINKS.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          end={link.to === '/'}
          color="inherit"
          sx={{ px: 1.5, '&.active': { color: 'primary.main', bgcolor: 'rgba(181, 84, 28, 0.08)' } }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
