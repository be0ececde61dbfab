import PetsIcon from '@mui/icons-material/Pets?plain';
import { ShopEmptyState } from './ShopEmptyState';
import { Button } from './ui/Button';

/** No products to show: stock on its way, or a failed load with Try again. */
export function EmptyProducts({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const retry = (
    <Button variant="outlined" onClick={onRetry}>
      Try again
    </Button>
  );
  return (
    <ShopEmptyState icon={<PetsIcon />} title={failed ? 'We couldn’t fetch our products just now' : 'Fresh stock is on its way'} action={failed ? retry : null}>
      {failed ? 'Please try again in a moment.' : 'New products will appear here very soon. Check back shortly!'}
    </ShopEmptyState>
  );
}
