import { z } from 'zod';
import { EMAIL, limitQuery, optionalQueryText, pageFields, pageQuery, PRODUCT_REQUIRED, requiredText } from './fields.js';

export const stockStatusSchema = z.enum(['in-stock', 'out-of-stock', 'backorder']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** A colour as an order line keeps it; the catalogue's own carry an `_id` too. */
export const colorSchema = z.object({ name: z.string(), value: z.string() });
export type Color = z.infer<typeof colorSchema>;
export const productColorSchema = colorSchema.extend({ _id: z.string() });
export type ProductColor = z.infer<typeof productColorSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  review: z.string(),
  rating: z.number().int().min(1).max(5),
  productId: z.string(),
  date: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productSchema = z.object({
  _id: z.string(),
  id: z.string().describe('Same value as _id'),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  category: z.string(),
  price: z.number().describe('Rupees, at most 2 decimals'),
  originalPrice: z.number().nullable().describe('Null when not discounted'),
  images: z.array(z.string()),
  stock: z.number().int().describe('Units in stock; 0 means unavailable'),
  stockStatus: stockStatusSchema,
  rating: z.number().describe('Average of visible reviews, 1 decimal, 0 when none'),
  reviewsCount: z.number().int(),
  reviews: z.array(reviewSchema).describe('The latest 3'),
  colors: z.array(productColorSchema),
  sizes: z.array(z.string()),
  description: z.string(),
  keyFeatures: z.array(z.string()),
  whyChoose: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a list shows it on a card (GET /api/products?view=card), without the reviews, options
 * and long texts of the product page. The storefront's cards and suggestions read its ids, name,
 * category, prices, first image and stock; slug, rating and reviewsCount are there for a card that
 * links by slug or shows stars, and cost a page of 24 little once compressed. stock and stockStatus
 * go together: the catalogue's kept answers fill them in as stock moves (stockless-answer.ts).
 */
export const productCardSchema = productSchema.pick({
  _id: true,
  id: true,
  name: true,
  slug: true,
  category: true,
  price: true,
  originalPrice: true,
  images: true,
  stock: true,
  stockStatus: true,
  rating: true,
  reviewsCount: true,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productPaginationSchema = z.object({ ...pageFields, totalProducts: z.number().int() });
export type ProductPagination = z.infer<typeof productPaginationSchema>;
export const reviewPaginationSchema = z.object({ ...pageFields, totalReviews: z.number().int() });

export const productSortSchema = z.enum(['newest', 'price_asc', 'price_desc', 'rating'], { error: 'sort must be newest, price_asc, price_desc or rating' });
export type ProductSort = z.infer<typeof productSortSchema>;

/** What each product of a list carries: the whole Product (the default), or a ProductCard. */
export const productListViewSchema = z.enum(['full', 'card'], { error: 'view must be full or card' });
export type ProductListView = z.infer<typeof productListViewSchema>;

// Query strings are read leniently (unknown parameters such as cache-busters are ignored).
export const productListQuery = z.object({
  q: optionalQueryText(100, 'q is too long'),
  category: optionalQueryText(60),
  page: pageQuery,
  limit: limitQuery(24),
  sort: productSortSchema.default('newest'),
  view: productListViewSchema.default('full').describe('full (the default): each product whole; card: each a ProductCard'),
});
export const reviewListQuery = z.object({ page: pageQuery, limit: limitQuery(3) });

const RATING = 'Rating must be a whole number from 1 to 5';

export const reviewBody = z.strictObject({
  email: requiredText('Email is required').pipe(z.string().regex(EMAIL, 'Invalid email address').max(254)),
  fullName: requiredText('Full name is required').pipe(z.string().max(100, 'Full name is too long')),
  review: requiredText('Review cannot be empty').pipe(z.string().max(4_000, 'Review is too long (4,000 characters at most)')),
  rating: z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  productId: requiredText(PRODUCT_REQUIRED),
});
export type ReviewBody = z.output<typeof reviewBody>;
