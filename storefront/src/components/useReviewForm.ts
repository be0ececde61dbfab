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

/** The review form's values, rating and messages, and saving it: reset and closed once saved. */
export function useReviewForm(productId: string, onSaved: (review: Review) => void, onClose: () => void) {
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

  return { values, rating, errors, failure, busy, change, chooseRating, submit };
}
