import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

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
      <Footer />
    </Box>
  );
}
