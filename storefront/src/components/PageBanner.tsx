import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Title band at the top of an inner page, with a "Home / Page" breadcrumb. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #FBEBD9 0%, #F7DCC0 55%, #E7F1EC 100%)',
        py: { xs: 5, md: 7 },
      }}
    >
      <Container maxWidth="lg">
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
          <Link component={RouterLink} to="/" color="inherit">
            Home
          </Link>
          <Typography color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h1">{title}</Typography>
        {subtitle && <Typography sx={{ mt: 1.5, maxWidth: 640, color: 'text.secondary', fontSize: '1.1rem' }}>{subtitle}</Typography>}
      </Container>
    </Box>
  );
}
