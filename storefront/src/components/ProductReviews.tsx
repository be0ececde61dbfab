import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { lazy, Suspense, useState } from 'react';
import { listReviews } from '../api/reviews';
import { formatLongDate } from '../lib/formatLongDate';
import { useLoad } from '../lib/useLoad';

// The dialog's form is only needed once someone writes a review.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })));

/** Reviews 3 at first, 3 more per 'Load more reviews'. */
const REVIEWS_PAGE = 3;

/** The Reviews tab: average and count, 'Write a review', and the reviews 3 at a time (newest first). */
export function ProductReviews({ product, onReviewed }: { product: Product; onReviewed: (totalReviews: number) => void }) {
  const { _id: productId } = product;
  const loaded = useLoad((signal) => listReviews(productId, 1, REVIEWS_PAGE, signal), { key: [productId] });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [writing, setWriting] = useState(false);
  // Kept mounted after the first open, so closing and reopening keeps what was typed.
  const [opened, setOpened] = useState(false);
  const reviews = loaded.data?.reviews ?? [];
  const total = loaded.data?.totalReviews ?? product.reviewsCount;
  const failed = loaded.status === 'failed' || more === 'failed';
  const loading = !failed && (loaded.status === 'loading' || more === 'loading');

  // The next page joins the ones shown (less any that newer reviews pushed onto it); a reload from the first page that answers later wins.
  const loadMore = async () => {
    const shown = loaded.data;
    if (!shown) return;
    setMore('loading');
    try {
      await loaded.apply(async () => {
        const next = await listReviews(productId, Math.floor(shown.reviews.length / REVIEWS_PAGE) + 1, REVIEWS_PAGE);
        const seen = new Set(shown.reviews.map((review) => review._id));
        return { ...next, reviews: [...shown.reviews, ...next.reviews.filter((review) => !seen.has(review._id))] };
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  const openDialog = () => {
    setOpened(true);
    setWriting(true);
  };

  const saved = async () => {
    // Newest first: reload from the start so the new review leads, then let the page refresh the rating.
    setMore('idle');
    const answer = await loaded.reload();
    onReviewed(answer?.totalReviews ?? total + 1);
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

      {failed && <Alert severity="warning">We could not load the reviews just now.</Alert>}
      {loading && reviews.length === 0 && <Skeleton variant="rounded" height={96} />}
      {!loading && !failed && reviews.length === 0 && (
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
                {formatLongDate(review.date)}
              </Typography>
            </Box>
            <Rating value={review.rating} readOnly size="small" aria-label={`Rated ${review.rating} out of 5`} sx={{ mt: 0.5 }} />
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>
          </Card>
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
