import { z } from 'zod';

const MAX_LIMIT = 100;
const page = z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be 1 or more').default(1);
const limit = (fallback: number) =>
  z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be 1 or more').default(fallback)
    .transform((value) => Math.min(value, MAX_LIMIT)); // a limit above the maximum is the maximum

// Query strings are read leniently (unknown parameters such as cache-busters are ignored).
export const listQuery = z.object({
  q: z.string().trim().max(100, 'q is too long').optional().transform((value) => value || undefined),
  category: z.string().trim().max(60).optional().transform((value) => value || undefined),
  page,
  limit: limit(24),
  sort: z.enum(['newest', 'price_asc', 'price_desc', 'rating'], { error: 'sort must be newest, price_asc, price_desc or rating' }).default('newest'),
});
export const reviewsQuery = z.object({ page, limit: limit(3) });

