import type { Product } from '@petshop/contract';
import { useState } from 'react';
import { listReviews } from '../api/reviews';
import { useLoad } from '../lib/useLoad';

/** Reviews 3 at first, 3 more per 'Load more reviews'. */
const REVIEWS_PAGE = 3;

/** A product's reviews, newest first, a page at a time; reloaded from the start once a review is saved. */
export function useProductReviews(product: Product, onReviewed: (totalReviews: number) => void) {
  const { _id: productId } = product;
  const loaded = useLoad((signal) => listReviews(productId, 1, REVIEWS_PAGE, signal), { key: [productId] });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
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

  const saved = async () => {
    // Newest first: reload from the start so the new review leads, then let the page refresh the rating.
    setMore('idle');
    const answer = await loaded.reload();
    onReviewed(answer?.totalReviews ?? total + 1);
  };

  return { reviews, total, failed, loading, loadMore, saved };
}
