import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { HeaderIcons } from './HeaderIcons';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MenuButton } from './MenuButton';
import { SearchBox } from './SearchBox';
import { TopBanner } from './TopBanner';
import { useHideOnScroll } from './useHideOnScroll';
import { useMobileMenu } from './useMobileMenu';

// The drawer (and MUI's Modal under it) loads only when wanted: most visits never open it.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const hidden = useHideOnScroll(50);
  const menu = useMobileMenu();

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
          <MenuButton onReach={menu.loadMenu} onOpen={menu.openMenu} />
          <Logo />
          <MainNav />
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
      {menu.loaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menu.open} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
