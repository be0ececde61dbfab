import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ResultPanel } from '../components/ResultPanel';
import { usePageTitle } from '../lib/usePageTitle';

export default function OrderSuccessPage() {
  usePageTitle('Order placed');
  return (
    <ResultPanel
      icon={<CheckCircleIcon color="success" />}
      title="Thank you! Your order is placed"
      actions={
        <>
          <Button component={RouterLink} to="/profile" variant="contained" size="large">
            Go to my account
          </Button>
          <Button component={RouterLink} to="/products" variant="outlined" size="large">
            Continue shopping
          </Button>
        </>
      }
    >
      Your payment was successful. You can follow your order’s progress under Orders in your account.
    </ResultPanel>
  );
}
