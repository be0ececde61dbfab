import { z } from 'zod';
import { productSchema } from './catalog.js';
import { PRODUCT_REQUIRED, quantity, requiredText } from './fields.js';

/** What one order may hold of a product (UNITS_PER_PRODUCT_PER_ORDER), said where the cart or the checkout refuses more. */
export const unitsPerOrderMessage = (cap: number, product: string) => `You can order at most ${cap} of ${product} in one order`;

/** `price` is the unit price as the catalogue has it now; the line costs price × quantity. */
export const cartItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    images: z.array(z.string()),
    color: z.string().nullable(),
    size: z.string().nullable(),
  }),
  quantity: z.number().int(),
  price: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), totalAmount: z.number() });
export type Cart = z.infer<typeof cartSchema>;

export const wishlistItemSchema = z.object({ _id: z.string(), product: productSchema });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

const option = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => value || null);

export const addToCartBody = z.strictObject({ productId: requiredText(PRODUCT_REQUIRED), quantity, color: option, size: option });
export type AddToCartBody = z.output<typeof addToCartBody>;
export const cartQuantityBody = z.strictObject({ quantity });
export const wishlistBody = z.strictObject({ productId: requiredText(PRODUCT_REQUIRED) });
