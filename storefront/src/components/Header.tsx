import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { HeaderIcons } from './HeaderIcons';
import { Logo } from './Logo';
import { NAV_LINKS } from './navLinks';
import { SearchBox } from './SearchBox';
import { TopBanner } from './TopBanner';
import { useHideOnScroll } from './useHideOnScroll';

// The drawer (and MUI's Modal under it) loads only when wanted: most visits never open it.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const hidden = useHideOnScroll(50);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted (closed) as soon as the shopper reaches for the button, so it usually slides in on the first
  // click too; once mounted it stays, so closing it slides it away.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const loadMenu = () => setMenuLoaded(true);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: 'transform 250ms ease',
        // Keyboard users tabbing into a hidden header get it back.
        '&:focus-within': { transform: 'none' },
      }}
    >
      <TopBanner />
      <AppBar component="div" position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar
          sx={{
            flexWrap: 'wrap',
            columnGap: { xs: 0.5, sm: 1, md: 2 },
            px: { xs: 1.5, sm: 3 },
            rowGap: 1,
            py: 1,
            minHeight: { xs: 64, md: 76 },
            maxWidth: 1200,
            width: '100%',
            mx: 'auto',
          }}
        >
          <IconButton
            edge="start"
            aria-label="Open menu"
            onPointerEnter={loadMenu}
            onPointerDown={loadMenu}
            onFocus={loadMenu}
            onClick={openMenu}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
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
          <Box sx={{ flexGrow: 1 }} />
          <SearchBox
            sx={{
              // Own row below the logo on phones and small tablets.
              order: { xs: 10, md: 0 },
              flexBasis: { xs: '100%', md: 'auto' },
              width: { md: 240, lg: 260 },
            }}
          />
          <HeaderIcons />
        </Toolbar>
      </AppBar>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
