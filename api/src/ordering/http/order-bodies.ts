import { z } from 'zod';
import { requiredText } from '../../platform/http/validation.js';

const amount = (field: string) => z.number({ error: `${field} must be a number` }).nonnegative(`${field} must be a number`).finite();

export const createOrderBody = z.strictObject({
  totalAmount: amount('totalAmount'),
  currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
  shippingAddress: requiredText('Please select a delivery address'),
  products: z
    .array(
      z.strictObject({
        productId: requiredText('Product is required'),
        quantity: z.number({ error: 'Quantity must be a whole number of at least 1' }).int('Quantity must be a whole number of at least 1').min(1, 'Quantity must be a whole number of at least 1').max(99, 'Quantity cannot exceed 99'),
        price: amount('price'),
      }),
      { error: 'products must be a list' },
    )
    .min(1, 'Your cart is empty')
    .max(100, 'Too many lines in one order')
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, 'Each product can appear once'),
});

/** Razorpay's ids (pay_…, order_…): anything else cannot be a payment of ours. */
const providerId = (field: string) => requiredText(`${field} is required`).pipe(z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'Payment verification failed'));

export const verifyPaymentBody = z.strictObject({
  paymentId: providerId('paymentId'),
  razorpayOrderId: providerId('razorpayOrderId'),
  signature: requiredText('signature is required'),
  orderId: requiredText('orderId is required'),
});

export const cancelQuery = z.object({
  reason: z.enum(['payment_dismissed', 'payment_failed', 'sdk_missing', 'customer'], { error: 'reason must be payment_dismissed, payment_failed, sdk_missing or customer' }).default('customer'),
});

export const replayQuery = z
  .object({
    revision: z.coerce.number({ error: 'revision must be a whole number' }).int('revision must be a whole number').min(0, 'revision must be 0 or more').optional(),
    at: z.iso.datetime({ offset: true, error: 'at must be an ISO time' }).optional(),
  })
  .refine((query) => (query.revision === undefined) !== (query.at === undefined), 'Give either revision or at');

const STATUSES = ['placed', 'processing', 'shipped', 'delivered', 'cancelled', 'return'] as const;

export const statusBody = z.strictObject({
  orderStatus: z.enum(STATUSES, { error: `orderStatus must be one of ${STATUSES.join(', ')}` }),
  reason: z.string().trim().max(500, 'reason is too long').optional().transform((value) => value || null),
  force: z.boolean({ error: 'force must be true or false' }).optional().default(false),
});

export const staffListQuery = z.object({
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be 1 or more').default(10)
    .transform((value) => Math.min(value, 100)),
  search: z.string().trim().max(100).optional().transform((value) => value || undefined),
  status: z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` }).optional(),
});
