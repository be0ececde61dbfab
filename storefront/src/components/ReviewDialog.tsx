import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Review } from '@petshop/contract';
import { useState, type FormEvent } from 'react';
import { submitReview } from '../api/reviews';
import { toast } from '../lib/toast';

const EMPTY = { email: '', fullName: '', review: '' };
type Field = keyof typeof EMPTY | 'rating';
type Errors = Partial<Record<Field, string>>;

const SUBMIT_FAILED = 'Error submitting review. Please try again.';
// The server refuses a review without stars (rating 1-5); the form says so before sending.
const RATING_REQUIRED = 'Please choose a rating';

/** The review form's messages (the API's own), checked before anything is sent. */
function validate(values: typeof EMPTY, rating: number): Errors {
  const errors: Errors = {};
  if (!values.email.trim()) errors.email = 'Email is required';
  if (!values.fullName.trim()) errors.fullName = 'Full name is required';
  if (!values.review.trim()) errors.review = 'Review cannot be empty';
  if (rating < 1) errors.rating = RATING_REQUIRED;
  return errors;
}

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
  const [values, setValues] = useState(EMPTY);
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const chooseRating = (value: number) => {
    setRating(value);
    setErrors((previous) => ({ ...previous, rating: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values, rating);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { message, review } = await submitReview({ ...values, rating, productId });
      toast.success(message ?? 'Review submitted successfully!');
      setValues(EMPTY);
      setRating(0);
      onSaved(review);
      onClose();
    } catch {
      setFailure(SUBMIT_FAILED);
    } finally {
      setBusy(false);
    }
  };

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
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={!!errors.email}
            helperText={errors.email}
          />
          <TextField
            label="Full name"
            autoComplete="name"
            value={values.fullName}
            onChange={change('fullName')}
            error={!!errors.fullName}
            helperText={errors.fullName}
          />
          <TextField
            label="Review"
            multiline
            minRows={4}
            value={values.review}
            onChange={change('review')}
            error={!!errors.review}
            helperText={errors.review}
          />
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

function StarPicker({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string }) {
  return (
    <Box role="group" aria-labelledby="review-rating-label" aria-describedby={error ? 'review-rating-error' : undefined}>
      <Typography id="review-rating-label" variant="body2" sx={{ fontWeight: 700 }}>
        Your rating
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {[1, 2, 3, 4, 5].map((star) => (
          <IconButton
            key={star}
            aria-label={`${star} star${star === 1 ? '' : 's'}`}
            aria-pressed={value === star}
            onClick={() => onChange(star)}
            sx={{ color: star <= value ? '#E0A100' : 'text.secondary' }}
          >
            {star <= value ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        ))}
      </Box>
      {error && (
        <Typography id="review-rating-error" variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
