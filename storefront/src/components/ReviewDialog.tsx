import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Review } from '@petshop/contract';
import { StarPicker } from './StarPicker';
import { useReviewForm } from './useReviewForm';

/** 'Write a review': email, full name, review and five star buttons; resets and closes once saved. */
export function ReviewDialog({
  productId,
  open,
  onClose,
  onSaved,
}: {
  productId: string;
  open: boolean;
  onClose: () => void;
  onSaved: (review: Review) => void;
}) {
  const { rating, errors, failure, busy, fieldProps, chooseRating, submit } = useReviewForm(productId, onSaved, onClose);

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="review-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="review-dialog-title">Write a review</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <StarPicker value={rating} onChange={chooseRating} error={errors.rating} />
          <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
          <TextField label="Full name" autoComplete="name" {...fieldProps('fullName')} />
          <TextField label="Review" multiline minRows={4} {...fieldProps('review')} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit review'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
