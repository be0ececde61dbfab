import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product, Review } from '@petshop/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { listReviews } from '../api/reviews';

// The dialog's form is only needed once someone writes a review.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })));

/** Spec §9: reviews 3 at first, 3 more per 'Load more reviews'. */
const REVIEWS_PAGE = 3;

const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The Reviews tab: average and count, 'Write a review', and the reviews 3 at a time (newest first). */
export function ProductReviews({ product, onReviewed }: { product: Product; onReviewed: (totalReviews: number) => void }) {
  const [reviews, setReviews] = useState<Review[]>([]);
  const [total, setTotal] = useState(product.reviewsCount);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [writing, setWriting] = useState(false);
  // Kept mounted after the first open, so closing and reopening keeps what was typed.
  const [opened, setOpened] = useState(false);

  const load = useCallback(
    async (next: number, signal?: AbortSignal): Promise<number | undefined> => {
      setStatus('loading');
      try {
        const answer = await listReviews(product._id, next, REVIEWS_PAGE, signal);
        setReviews((previous) => (next === 1 ? answer.reviews : [...previous, ...answer.reviews]));
        setTotal(answer.totalReviews);
        setPage(next);
        setStatus('ready');
        return answer.totalReviews;
      } catch {
        if (!signal?.aborted) setStatus('failed');
        return undefined;
      }
    },
    [product._id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  const openDialog = () => {
    setOpened(true);
    setWriting(true);
  };

  const saved = async () => {
    // Newest first: reload from the start so the new review leads, then let the page refresh the rating.
    const totalReviews = await load(1);
    onReviewed(totalReviews ?? total + 1);
  };

  return (
    <Box>
      <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
        Customer reviews
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 800, lineHeight: 1 }}>
            {product.rating.toFixed(1)}
          </Typography>
          <Box>
            <Rating value={product.rating} precision={0.1} readOnly aria-label={`Average rating ${product.rating.toFixed(1)} out of 5`} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {total === 1 ? '1 review' : `${total} reviews`}
            </Typography>
          </Box>
        </Box>
        <Button variant="contained" startIcon={<RateReviewOutlinedIcon />} onClick={openDialog}>
          Write a review
        </Button>
      </Box>

      {status === 'failed' && <Alert severity="warning">We could not load the reviews just now.</Alert>}
      {status === 'loading' && reviews.length === 0 && <Skeleton variant="rounded" height={96} />}
      {status !== 'loading' && reviews.length === 0 && status !== 'failed' && (
        <Typography sx={{ color: 'text.secondary' }}>No reviews yet. Be the first to tell other pet parents what you think.</Typography>
      )}

      <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {reviews.map((review) => (
          <Card component="li" key={review._id} sx={{ p: 2.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="h6">
                {review.fullName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {reviewDate.format(new Date(review.date))}
              </Typography>
            </Box>
            <Rating value={review.rating} readOnly size="small" aria-label={`Rated ${review.rating} out of 5`} sx={{ mt: 0.5 }} />
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>
          </Card>
        ))}
      </Box>

      {reviews.length < total && status !== 'failed' && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void load(page + 1)} disabled={status === 'loading'}>
            {status === 'loading' ? 'Loading…' : 'Load more reviews'}
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
