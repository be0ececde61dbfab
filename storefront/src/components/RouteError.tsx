import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to load or render (e.g. a new deployment replaced a lazy chunk). */
export function RouteError() {
  const error = useRouteError();
  console.error('[router]', error);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1">Something went wrong</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>This page could not be shown. Please reload and try again.</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
