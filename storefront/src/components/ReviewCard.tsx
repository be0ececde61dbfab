import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Review } from '@petshop/contract';
import { formatLongDate } from '../lib/formatLongDate';

/** One review in the list: who, when, their stars and their words. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="li" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="h6">
          {review.fullName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatLongDate(review.date)}
        </Typography>
      </Box>
      <Rating value={review.rating} readOnly size="small" aria-label={`Rated ${review.rating} out of 5`} sx={{ mt: 0.5 }} />
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>
    </Card>
  );
}
