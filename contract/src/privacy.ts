import { z } from 'zod';
import { requiredText } from './fields.js';
import { actorSchema } from './identity.js';
import { addressSchema } from './addresses.js';
import { orderHistoryEntrySchema, orderSchema } from './orders.js';
import { returnSchema } from './returns.js';
import { voucherSchema } from './vouchers.js';

/** `POST /api/admin/customers/:id/erase` (admins only): why the customer is erased, for the audit. */
export const eraseCustomerBody = z.strictObject({
  reason: requiredText('A reason is required').pipe(z.string().max(500, 'The reason is too long')),
});
export type EraseCustomerBody = z.output<typeof eraseCustomerBody>;

/** What an erasure recorded (also in the audit log, resource `customers`, action `erased`). */
export const customerErasureSchema = z.object({
  customerId: z.string(),
  erasedAt: z.iso.datetime(),
  erasedBy: actorSchema,
  reason: z.string(),
});
export type CustomerErasure = z.infer<typeof customerErasureSchema>;

/** A mail the shop sent the caller, as the export lists it. */
export const exportedMailSchema = z.object({
  template: z.string(),
  subject: z.string(),
  to: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

/** A review the caller wrote (signed in, or as a guest with their email). */
export const exportedReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  review: z.string(),
  rating: z.number().int(),
  visible: z.boolean(),
  date: z.iso.datetime(),
});

/** `GET /api/auth/me/export`: everything the shop holds about the caller, as a JSON file. */
export const personalDataExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    createdAt: z.iso.datetime(),
  }),
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema.extend({ history: z.array(orderHistoryEntrySchema) })),
  returns: z.array(returnSchema),
  vouchers: z.array(voucherSchema),
  reviews: z.array(exportedReviewSchema),
  mails: z.array(exportedMailSchema),
  newsletter: z.object({ subscribed: z.boolean(), subscribedAt: z.iso.datetime().nullable() }),
  contactMessages: z.array(z.object({ source: z.string(), subject: z.string(), message: z.string().nullable(), receivedAt: z.iso.datetime() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
