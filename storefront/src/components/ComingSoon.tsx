import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';

/** Stand-in for a page still to be built. `standalone` pages have no header, so they get a way home. */
export function ComingSoon({ title, standalone = false }: { title: string; standalone?: boolean }) {
  usePageTitle(title);
  return (
    <Container component={standalone ? 'main' : 'div'} maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>Coming soon</Typography>
      {standalone && (
        <Button component={RouterLink} to="/" variant="outlined" sx={{ mt: 4 }}>
          Back to home
        </Button>
      )}
    </Container>
  );
}
