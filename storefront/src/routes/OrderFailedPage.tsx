import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ResultPanel } from '../components/ResultPanel';
import { usePageTitle } from '../lib/usePageTitle';

export default function OrderFailedPage() {
  usePageTitle('Order failed');
  return (
    <ResultPanel
      icon={<HighlightOffIcon color="error" />}
      title="Your order could not be completed"
      actions={
        <>
          <Button component={RouterLink} to="/cartitems" variant="contained" size="large">
            Reorder
          </Button>
          <Button component={RouterLink} to="/contact-us" variant="outlined" size="large">
            Contact us
          </Button>
        </>
      }
    >
      The payment did not go through, so the order was cancelled and nothing was charged. Your items are still in your cart, ready to try again.
    </ResultPanel>
  );
}
