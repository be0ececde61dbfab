import { z } from 'zod';
import { shippingAddressSchema } from './addresses.js';
import { colorSchema } from './catalog.js';
import { limitQuery, optionalQueryText, pageFields, pageQuery, PRODUCT_REQUIRED, quantity, requiredText } from './fields.js';
import { actorSchema } from './identity.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './moves.js';
import { fulfilmentSchema, shipmentSchema } from './shipments.js';
import { voucherCodeField } from './vouchers.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A line as placed: `productId` holds the product as the catalogue had it then, `price` is the unit price. */
const orderLineSchema = z.object({
  productId: z.object({ _id: z.string(), name: z.string(), price: z.number(), images: z.array(z.string()), colors: z.array(colorSchema) }),
  quantity: z.number().int(),
  price: z.number(),
});

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  totalAmount: z.number().describe('Rupees, at most 2 decimals'),
  currency: z.literal('INR'),
  shippingAddress: shippingAddressSchema
    .nullable()
    .describe('A copy taken when the order was placed; blanked but for the state (kept for tax) once the customer is erased; null only if none was recorded'),
  products: z.array(orderLineSchema),
  orderStatus: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentDetails: z.object({ paymentId: z.string().nullable(), razorpayOrderId: z.string().nullable() }),
  voucher: z
    .object({ code: z.string(), amount: z.number().describe('Rupees of the total the voucher paid') })
    .optional()
    .describe('The store voucher the order was paid with in part or in full; the rest (totalAmount less amount) was paid through the provider'),
  shipments: z.array(shipmentSchema).describe('The parcels sent, oldest first'),
  fulfilment: fulfilmentSchema.describe('How far the lines have gone: none shipped, some, all, all delivered'),
  invoice: z
    .object({ number: z.string().describe('<invoicePrefix>/<financial year>/<serial>, e.g. PS/2026-27/000042'), issuedAt: z.iso.datetime() })
    .nullable()
    .describe('Issued once the order is paid; null before, and for a replacement (nothing was sold). GET /api/orders/:id/invoice is its PDF'),
  creditNotes: z
    .array(z.object({ number: z.string().describe('<invoicePrefix>/CN/<financial year>/<serial>'), issuedAt: z.iso.datetime(), amount: z.number() }))
    .describe('One for each refund of the sale, oldest first; GET /api/orders/:id/credit-notes/:number is its PDF'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPaginationSchema = z.object({ ...pageFields, totalOrders: z.number().int() });

/** `data` of the answer to placing an order: what the payment widget needs. */
export const checkoutSchema = z.object({
  _id: z.string(),
  totalAmount: z.number().describe("The server's total, in rupees"),
  currency: z.literal('INR'),
  razorpayOrderId: z.string().nullable().describe('Null when a voucher paid the whole order: there is nothing to pay'),
  razorpayKeyId: z.string(),
  amount: z.number().int().describe('What is left to pay, in paise, as the provider charges it: the total less the voucher'),
  voucherAmount: z.number().optional().describe('With a voucherCode: the rupees the voucher paid'),
  paid: z.boolean().optional().describe('With a voucherCode: true when the voucher paid the whole order (no payment follows)'),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** An entry of `GET /api/orders/:id/history`: `from` is null for the placement. */
export const orderHistoryEntrySchema = z.object({
  field: z.enum(['orderStatus', 'paymentStatus']),
  from: z.string().nullable(),
  to: z.string(),
  actor: actorSchema,
  reason: z.string().nullable(),
  at: z.iso.datetime(),
  revision: z.number().int().describe('The revision of the event that made the change'),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** An entry of `GET /api/orders/returnable`: `returnDate` is the end of the return term. */
export const returnableOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable(), returnDate: z.iso.datetime() })),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .nonnegative(`${field} must be a number`)
    .finite();

export const createOrderBody = z.strictObject({
  totalAmount: amount('totalAmount'),
  currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
  shippingAddress: requiredText('Please select a delivery address'),
  products: z
    .array(
      z.strictObject({
        productId: requiredText(PRODUCT_REQUIRED),
        quantity,
        price: amount('price'),
      }),
      { error: 'products must be a list' },
    )
    .min(1, 'Your cart is empty')
    .max(100, 'Too many lines in one order')
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, 'Each product can appear once'),
  voucherCode: voucherCodeField.describe("A store voucher of the caller's to pay with, up to the order's total; the balance stays on it"),
});
export type CreateOrderBody = z.output<typeof createOrderBody>;

/** Razorpay's ids (pay_…, order_…): anything else cannot be a payment of ours. */
const providerId = (field: string) => requiredText(`${field} is required`).pipe(z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'Payment verification failed'));

export const verifyPaymentBody = z.strictObject({
  paymentId: providerId('paymentId'),
  razorpayOrderId: providerId('razorpayOrderId'),
  signature: requiredText('signature is required'),
  orderId: requiredText('orderId is required'),
});
export type VerifyPaymentBody = z.output<typeof verifyPaymentBody>;

/** Why a shopper's side gives an unpaid order up: what the payment widget did, or the shopper's own wish. */
export const cancelReasonSchema = z.enum(['payment_dismissed', 'payment_failed', 'sdk_missing', 'customer']);
export type CancelReason = z.infer<typeof cancelReasonSchema>;

export const cancelOrderQuery = z.object({
  reason: z.enum(cancelReasonSchema.options, { error: 'reason must be payment_dismissed, payment_failed, sdk_missing or customer' }).default('customer'),
});

export const replayQuery = z
  .object({
    revision: z.coerce
      .number({ error: 'revision must be a whole number' })
      .int('revision must be a whole number')
      .min(0, 'revision must be 0 or more')
      .optional(),
    at: z.iso.datetime({ offset: true, error: 'at must be an ISO time' }).optional(),
  })
  .refine((query) => (query.revision === undefined) !== (query.at === undefined), 'Give either revision or at');

/** `data` of `GET /api/orders/:id/replay`: the order folded from its events up to `revision`, the last one recorded at `at`. */
export const replayedOrderSchema = z.object({
  revision: z.number().int(),
  at: z.iso.datetime(),
  state: orderSchema,
});
export type ReplayedOrder = z.infer<typeof replayedOrderSchema>;

/** An event of `GET /api/orders/:id/events`: the order's stream as stored, for support. */
export const orderEventRecordSchema = z.object({
  eventId: z.string(),
  type: z.string().describe('The stored event name (OrderPlaced, PaymentCaptured, …)'),
  revision: z.number().int().describe("The event's place in the order's stream, from 0"),
  data: z.unknown().describe("The event's data as stored"),
  metadata: z.object({
    actor: actorSchema,
    correlationId: z.string().describe('The checkout or request the event belongs to'),
    causationId: z.string().describe('The command, job or webhook that caused it'),
  }),
  createdAt: z.iso.datetime().describe('When the event was stored'),
});
export type OrderEventRecord = z.infer<typeof orderEventRecordSchema>;

const STATUSES = orderStatusSchema.options;

export const orderStatusBody = z.strictObject({
  orderStatus: z.enum(STATUSES, { error: `orderStatus must be one of ${STATUSES.join(', ')}` }),
  reason: z
    .string()
    .trim()
    .max(500, 'reason is too long')
    .optional()
    .transform((value) => value || null),
  force: z.boolean({ error: 'force must be true or false' }).optional().default(false),
});
export type OrderStatusBody = z.output<typeof orderStatusBody>;

export const staffOrdersQuery = z.object({
  page: pageQuery,
  limit: limitQuery(10),
  search: optionalQueryText(100),
  status: z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` }).optional(),
});
