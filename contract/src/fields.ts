import { z } from 'zod';

/** A required string whose absence, wrong type and emptiness all read as the contract's "… is required". */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

// The usual address pattern: something@something.tld, no spaces.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PRODUCT_REQUIRED = 'Product is required';

const QUANTITY = 'Quantity must be a whole number of at least 1';
/** Units of a product in a cart or an order line. */
export const quantity = z.number({ error: QUANTITY }).int(QUANTITY).min(1, QUANTITY).max(99, 'Quantity cannot exceed 99');

/** Lists are capped (the contract): a larger `limit` is read as this. */
export const MAX_LIMIT = 100;

// Query strings are text: page and limit are coerced, and read the same in every list.
export const pageQuery = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .default(1);
export const limitQuery = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .default(fallback)
    .transform((value) => Math.min(value, MAX_LIMIT));

/** The figures of a page of a list; each list adds its own total (totalProducts, totalOrders, …). */
export const pageFields = { page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() };

/** Optional free text in a query: blank reads as absent. */
export const optionalQueryText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);
