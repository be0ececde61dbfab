import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useLocation } from 'react-router-dom';
import { ResultPanel } from '../components/ResultPanel';
import { shortOrderId } from '../components/profile/OrderCard';
import { usePageTitle } from '../lib/usePageTitle';

export default function OrderSuccessPage() {
  usePageTitle('Order placed');
  // The checkout passes the order it placed; a reload or a bookmark has none, and the page still reads well.
  const orderId = (useLocation().state as { orderId?: unknown } | null)?.orderId;
  return (
    <ResultPanel
      icon={<CheckCircleIcon color="success" />}
      title="Thank you! Your order is placed"
      links={[
        { to: '/profile', label: 'Go to my account' },
        { to: '/products', label: 'Continue shopping' },
      ]}
    >
      {typeof orderId === 'string' && <p style={{ margin: '0 0 8px', fontWeight: 700 }}>Order #{shortOrderId(orderId)}</p>}
      Your payment was successful. You can follow your order’s progress under Orders in your account.
    </ResultPanel>
  );
}
