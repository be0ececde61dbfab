import type { Review } from '@petshop/contract';
import { api } from './client';

/** A product's reviews (docs/api.md, Catalogue and reviews): newest first, 3 a page by default. */

export interface ReviewPage {
  reviews: Review[];
  totalReviews: number;
  totalPages: number;
}

export async function listReviews(productId: string, page: number, limit = 3, signal?: AbortSignal): Promise<ReviewPage> {
  const body = await api.get<{ reviews: Review[]; pagination?: { totalPages: number; totalReviews: number } }>(
    `/products/${encodeURIComponent(productId)}/reviews`,
    { page, limit },
    { signal },
  );
  return { reviews: body.reviews ?? [], totalReviews: body.pagination?.totalReviews ?? 0, totalPages: body.pagination?.totalPages ?? 0 };
}

export interface ReviewInput {
  email: string;
  fullName: string;
  review: string;
  rating: number;
  productId: string;
}

/** A logged-in shopper's token goes along, so the review is linked to their account. */
export async function submitReview(input: ReviewInput): Promise<{ message?: string; review: Review }> {
  const body = await api.post<{ review: Review }>('/reviews', input);
  return { message: body.message, review: body.review };
}
