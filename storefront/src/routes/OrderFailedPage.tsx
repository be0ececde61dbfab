import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { ResultPanel } from '../components/ResultPanel';
import { usePageTitle } from '../lib/usePageTitle';

export default function OrderFailedPage() {
  usePageTitle('Order failed');
  return (
    <ResultPanel
      icon={<HighlightOffIcon color="error" />}
      title="Your order could not be completed"
      links={[
        { to: '/cartitems', label: 'Reorder' },
        { to: '/contact-us', label: 'Contact us' },
      ]}
    >
      The payment did not go through, so the order was cancelled and nothing was charged. Your items are still in your cart, ready to try again.
    </ResultPanel>
  );
}
