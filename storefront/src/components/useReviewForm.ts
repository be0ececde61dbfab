import type { Review } from '@petshop/contract';
import { useState, type FormEvent } from 'react';
import { submitReview } from '../api/reviews';
import { toast } from '../lib/toast';
import { type FieldErrors, useFormFields } from '../lib/useFormFields';

const EMPTY = { email: '', fullName: '', review: '', rating: 0 };
type Field = keyof typeof EMPTY;

const SUBMIT_FAILED = 'Error submitting review. Please try again.';
// The server refuses a review without stars (rating 1-5); the form says so before sending.
const RATING_REQUIRED = 'Please choose a rating';

/** The review form's messages (the API's own), checked before anything is sent. */
function validate({ email, fullName, review, rating }: typeof EMPTY): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!email.trim()) errors.email = 'Email is required';
  if (!fullName.trim()) errors.fullName = 'Full name is required';
  if (!review.trim()) errors.review = 'Review cannot be empty';
  if (rating < 1) errors.rating = RATING_REQUIRED;
  return errors;
}

/** The review form's fields, rating and messages, and saving it: reset and closed once saved. */
export function useReviewForm(productId: string, onSaved: (review: Review) => void, onClose: () => void) {
  const { values, setValues, errors, setErrors, fieldProps, onSubmit, busy, reset } = useFormFields<typeof EMPTY, Field>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);

  const chooseRating = (rating: number) => {
    setValues((previous) => ({ ...previous, rating }));
    setErrors((previous) => ({ ...previous, rating: undefined }));
  };

  const send = onSubmit(validate, async () => {
    try {
      const { message, review } = await submitReview({ ...values, productId });
      toast.success(message ?? 'Review submitted successfully!');
      reset();
      onSaved(review);
      onClose();
    } catch {
      setFailure(SUBMIT_FAILED);
    }
  });
  // Trying again takes the last failure away, whether or not the fields pass.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    return send(event);
  };

  return { rating: values.rating, errors, failure, busy, fieldProps, chooseRating, submit };
}
