import { z } from 'zod';
import { requiredText } from './fields.js';
import { actorSchema } from './identity.js';
import { RETURN_STATUSES } from './moves.js';

export const returnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;
export const returnPaymentMethodSchema = z.enum(['store voucher', 'refund', 'replacement product']);
export type ReturnPaymentMethod = z.infer<typeof returnPaymentMethodSchema>;

export const reasonToReturnSchema = z.object({ question1: z.string(), answer1: z.string(), question2: z.string(), answer2: z.string() });
export type ReasonToReturn = z.infer<typeof reasonToReturnSchema>;

export const returnHistoryEntrySchema = z.object({
  from: returnStatusSchema.nullable().describe('Null for the request'),
  to: returnStatusSchema,
  actor: actorSchema,
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type ReturnHistoryEntry = z.infer<typeof returnHistoryEntrySchema>;

/** Orders echo the request's keys (`orderID`, `id`) so a client reads back what it sent. */
export const returnSchema = z.object({
  _id: z.string(),
  returnNumber: z.string(),
  orders: z.array(
    z.object({
      orderID: z.string(),
      orderNumber: z.string(),
      products: z.array(
        z.object({ id: z.string(), name: z.string(), image: z.string().nullable(), quantity: z.number().int(), price: z.number(), returnDate: z.string() }),
      ),
    }),
  ),
  reasonToReturn: reasonToReturnSchema,
  methodForReturning: z.string(),
  returnPaymentMethod: returnPaymentMethodSchema,
  status: returnStatusSchema,
  history: z.array(returnHistoryEntrySchema),
  createdAt: z.iso.datetime(),
  voucherCode: z.string().optional().describe('Set once a store-voucher return is refunded'),
  replacementOrderId: z.string().optional().describe('Set once a replacement-product return is refunded'),
});
export type Return = z.infer<typeof returnSchema>;

/** The storefront wizard's own wording for a request without products. */
export const NO_PRODUCTS = "Please Select product's you want to return.";
const REASON = 'Please select the reason for your return.';

/** A product as the wizard sends it: the id counts; name, image and term are the wizard's echo of returnable. */
const returnedProduct = z.strictObject({
  id: requiredText(NO_PRODUCTS),
  name: z.string().max(300).optional(),
  image: z.string().max(2000).nullable().optional(),
  returnDate: z.string().max(40).optional(),
});

export const requestReturnBody = z.strictObject({
  orders: z
    .array(
      z.strictObject({
        orderID: requiredText('orderID is required'),
        products: z.array(returnedProduct, { error: NO_PRODUCTS }).min(1, NO_PRODUCTS).max(100, 'Too many products in one return'),
      }),
      { error: NO_PRODUCTS },
    )
    .min(1, NO_PRODUCTS)
    .max(20, 'Too many orders in one return'),
  reasonToReturn: z.strictObject(
    {
      question1: z.string({ error: REASON }).trim().max(300),
      answer1: requiredText(REASON).pipe(z.string().max(1000, 'The answer is too long')),
      question2: z.string({ error: REASON }).trim().max(300),
      answer2: requiredText(REASON).pipe(z.string().max(1000, 'The answer is too long')),
    },
    { error: REASON },
  ),
  methodForReturning: requiredText('Please Choose the method for returning the product.').pipe(z.string().max(200, 'The method is too long')),
  returnPaymentMethod: z.enum(returnPaymentMethodSchema.options, {
    error: `returnPaymentMethod must be one of ${returnPaymentMethodSchema.options.join(', ')}`,
  }),
});
export type RequestReturnBody = z.output<typeof requestReturnBody>;

/** Staff moves; `requested` is where a return starts, never a move. */
const MOVES = returnStatusSchema.exclude(['requested']).options;

export const returnStatusBody = z.strictObject({
  status: z.enum(MOVES, { error: `status must be one of ${MOVES.join(', ')}` }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(1000, 'note is too long')
    .optional()
    .transform((value) => value || null),
});
export type ReturnStatusBody = z.output<typeof returnStatusBody>;
/** A status staff may move a return to. */
export type ReturnMove = ReturnStatusBody['status'];
