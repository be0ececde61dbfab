import { z } from 'zod';
import { requiredText } from '../../platform/http/validation.js';
import { NO_PRODUCTS } from '../return.decider.js';

const PAYMENT_METHODS = ['store voucher', 'refund', 'replacement product'] as const;
const STATUSES = ['approved', 'rejected', 'received', 'refunded'] as const;
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
  returnPaymentMethod: z.enum(PAYMENT_METHODS, { error: `returnPaymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
});

export const returnStatusBody = z.strictObject({
  status: z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` }),
  note: z.string({ error: 'note must be text' }).trim().max(1000, 'note is too long').optional().transform((value) => value || null),
});
