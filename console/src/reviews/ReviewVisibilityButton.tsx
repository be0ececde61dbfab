import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { StaffReview } from '@petshop/contract';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';

/**
 * Hide a visible review or show a hidden one (PUT with `visible` only). A hidden review leaves the
 * storefront, the product's rating and its reviewsCount; showing it brings them back.
 */
export function ReviewVisibilityButton() {
  const review = useRecordContext<StaffReview>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<StaffReview>();
  if (!review) return null;
  const hide = review.visible;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation(); // inside a row that expands on click
    update(
      'reviews',
      { id: review.id, data: { visible: !hide }, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(hide ? 'Review hidden from the shop' : 'Review shown in the shop', { type: 'info' }),
        onError: (error) => notify(error instanceof Error ? error.message : 'Could not change the review', { type: 'error' }),
      },
    );
  };
  return (
    <Button
      label={hide ? 'Hide' : 'Show'}
      onClick={toggle}
      disabled={isPending}
      color={hide ? 'warning' : 'primary'}
      aria-label={`${hide ? 'Hide' : 'Show'} the review by ${review.fullName}`}
    >
      {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
}
