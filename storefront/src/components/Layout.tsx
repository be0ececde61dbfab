import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { WhenNear } from './WhenNear';

/** About the footer's height (one column on a phone, four on a desktop), held until it renders. */
const FOOTER_HEIGHT = { xs: 900, md: 420 };

/** The public layout: header, page, footer. */
export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: '10px',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <Header />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      {/* Below the fold on most pages: drawn as it nears the viewport (or once the page has loaded). */}
      <WhenNear minHeight={FOOTER_HEIGHT}>
        <Footer />
      </WhenNear>
    </Box>
  );
}
