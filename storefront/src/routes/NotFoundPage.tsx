import PetsIcon from '@mui/icons-material/Pets';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ResultPanel } from '../components/ResultPanel';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <ResultPanel
      icon={<PetsIcon color="primary" />}
      title="Page not found"
      actions={
        <>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Back to home
          </Button>
          <Button component={RouterLink} to="/products" variant="outlined" size="large">
            Browse products
          </Button>
        </>
      }
    >
      We sniffed everywhere but could not find that page. It may have moved, or the link may be mistyped.
    </ResultPanel>
  );
}
