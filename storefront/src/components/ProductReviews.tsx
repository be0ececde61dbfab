import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { lazy, Suspense, useState } from 'react';
import { ReviewCard } from './ReviewCard';
import { ReviewSummary } from './ReviewSummary';
import { useProductReviews } from './useProductReviews';

// The dialog's form is only needed once someone writes a review.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })));

/** The Reviews tab: average and count, 'Write a review', and the reviews 3 at a time (newest first). */
export interface ProductReviewsProps {
  product: Product;
  onReviewed: (totalReviews: number) => void;
}

export function ProductReviews({ product, onReviewed }: ProductReviewsProps) {
  const { reviews, total, failed, loading, loadMore, saved } = useProductReviews(product, onReviewed);
  const [writing, setWriting] = useState(false);
  // Kept mounted after the first open, so closing and reopening keeps what was typed.
  const [opened, setOpened] = useState(false);

  const openDialog = () => {
    setOpened(true);
    setWriting(true);
  };

  return (
    <Box>
      <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
        Customer reviews
      </Typography>
      <ReviewSummary rating={product.rating} total={total} onWrite={openDialog} />

      {failed && <Alert severity="warning">We could not load the reviews just now.</Alert>}
      {loading && reviews.length === 0 && <Skeleton variant="rounded" height={96} />}
      {!loading && !failed && reviews.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No reviews yet. Be the first to tell other pet parents what you think.</Typography>
      )}

      <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {reviews.map((review) => (
          <ReviewCard key={review._id} review={review} />
        ))}
      </Box>

      {reviews.length < total && !failed && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loading}>
            {loading ? 'Loading…' : 'Load more reviews'}
          </Button>
        </Box>
      )}

      {opened && (
        <Suspense fallback={null}>
          <ReviewDialog productId={product._id} open={writing} onClose={() => setWriting(false)} onSaved={() => void saved()} />
        </Suspense>
      )}
    </Box>
  );
}
