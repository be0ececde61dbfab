import { z } from 'zod';
import { stockStatusSchema } from './catalog.js';
import { requiredText } from './fields.js';
import { actorSchema } from './identity.js';

// The staff console's `products` resource: what staff may write, and the record of who changed what.

export const PRICE_FORMAT = 'Price must be more than 0, with at most 2 decimals';
export const ORIGINAL_PRICE_FORMAT = 'Original price must be more than 0, with at most 2 decimals';
export const ORIGINAL_PRICE_ABOVE_PRICE = 'Original price must be more than the price';
export const STOCK_FORMAT = 'Stock must be a whole number of at least 0';
export const SLUG_TAKEN = 'A product with this slug already exists';
export const SKU_TAKEN = 'A product with this sku already exists';
export const IMAGE_URL_FORMAT = "Each image must be an https: URL or one of the shop's own images (/media/uploads/…)";
export const COLOR_VALUE_FORMAT = 'Colour value must be a colour name (letters only) or a hex value such as #ff9800';

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const rupees = (message: string) => z.number({ error: message }).positive(message).max(10_000_000, message).refine(twoDecimals, message);
const texts = (max: number) => z.array(z.string().trim().min(1).max(max)).max(50);

// A product's images become <img src> in the shop and the console, so no other scheme (javascript:,
// data:, plain http:) gets there: an https: URL without characters that could leave an attribute
// or a CSS url(), or a file the shop serves itself (staff's uploads, the starting catalogue's).
const HTTPS_URL = /^https:\/\/[^\s"'`<>()\\]+$/;
const OWN_IMAGE = /^\/media\/(uploads|products)\/[\w-]+\.[a-z0-9]+$/i;
const isHttpsUrl = (text: string) => {
  if (!HTTPS_URL.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
};
const imageUrl = z
  .string()
  .trim()
  .max(2_000, IMAGE_URL_FORMAT)
  .refine((text) => OWN_IMAGE.test(text) || isHttpsUrl(text), IMAGE_URL_FORMAT);

// A colour's value paints its swatch (CSS), so it is a colour keyword or a hex value and nothing a
// declaration could be smuggled in with.
const COLOR_VALUE = /^([a-z]{1,40}|#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8}))$/i;

/**
 * A Product's read-only keys: a record sent back as react-admin read it carries them, and they are
 * dropped unread; any other key outside the writable ones is refused.
 */
export const PRODUCT_READ_ONLY = ['id', '_id', 'createdAt', 'updatedAt', 'rating', 'reviewsCount', 'reviews'] as const;

const withoutReadOnly = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const writable: Record<string, unknown> = { ...value };
  for (const key of PRODUCT_READ_ONLY) delete writable[key];
  return writable;
};

// A colour's own _id is the catalogue's to give, so one sent back is dropped too.
const colorBody = z.strictObject({
  _id: z.unknown().optional(),
  name: requiredText('Colour name is required'),
  value: requiredText('Colour value is required').pipe(z.string().regex(COLOR_VALUE, COLOR_VALUE_FORMAT)),
});

// The writable keys without their defaults: a creation fills the missing optional ones, an update leaves them as they are.
const writable = {
  name: requiredText('Name is required').pipe(z.string().max(200, 'Name is too long')),
  price: rupees(PRICE_FORMAT),
  originalPrice: rupees(ORIGINAL_PRICE_FORMAT).nullable(),
  category: requiredText('Category is required').pipe(z.string().max(60, 'Category is too long')),
  slug: requiredText('Slug is required').pipe(
    z
      .string()
      .max(200)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may hold only lowercase letters, digits and hyphens'),
  ),
  sku: requiredText('SKU is required').pipe(z.string().max(64, 'SKU is too long')),
  description: requiredText('Description is required').pipe(z.string().max(10_000, 'Description is too long')),
  stockStatus: stockStatusSchema,
  stock: z.number({ error: STOCK_FORMAT }).int(STOCK_FORMAT).min(0, STOCK_FORMAT).max(1_000_000, STOCK_FORMAT),
  colors: z
    .array(colorBody)
    .max(20)
    .transform((colors) => colors.map(({ name, value }) => ({ name, value }))),
  sizes: texts(20),
  images: z.array(imageUrl).max(50),
  keyFeatures: texts(500),
  whyChoose: texts(500),
};

/** POST /api/admin/products. */
export const productCreateBody = z.preprocess(
  withoutReadOnly,
  z.strictObject({
    ...writable,
    originalPrice: writable.originalPrice.default(null),
    stockStatus: writable.stockStatus.default('in-stock'),
    colors: writable.colors.default([]),
    sizes: writable.sizes.default([]),
    images: writable.images.default([]),
    keyFeatures: writable.keyFeatures.default([]),
    whyChoose: writable.whyChoose.default([]),
  }),
);
export type ProductCreateBody = z.output<typeof productCreateBody>;

/** PUT /api/admin/products/:id: the keys sent replace the product's, the others stay as they are. */
export const productUpdateBody = z.preprocess(withoutReadOnly, z.strictObject(writable).partial());
export type ProductUpdateBody = z.output<typeof productUpdateBody>;

/** One staff change to a product (`GET /api/admin/products/:id/changes`), newest first. */
export const productChangeSchema = z.object({
  id: z.string(),
  productId: z.string(),
  actor: actorSchema,
  action: z.enum(['created', 'updated', 'deleted']),
  fields: z.array(z.string()).describe('The Product keys the change set'),
  at: z.iso.datetime(),
});
export type ProductChange = z.infer<typeof productChangeSchema>;
