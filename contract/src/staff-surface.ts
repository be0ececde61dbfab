import { z } from 'zod';
import { reviewSchema } from './catalog.js';
import { userSchema } from './identity.js';
import { orderSchema } from './orders.js';
import { returnSchema } from './returns.js';

// The staff console's records under /api/admin/<resource> (ra-data-simple-rest): bare records,
// each with the `id` react-admin keys them by (the same value as `_id`). Products carry it already.
const id = z.string().describe('Same value as _id');

export const staffOrderSchema = orderSchema.extend({ id });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffReviewSchema = reviewSchema.extend({
  id,
  visible: z.boolean().describe('Staff-writable: a hidden review leaves the storefront, the rating and reviewsCount'),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReturnSchema = returnSchema.extend({ id });
export type StaffReturn = z.infer<typeof staffReturnSchema>;

/** A shopper's account (the `customers` resource). */
export const customerRecordSchema = userSchema.extend({ id, role: z.literal('customer'), createdAt: z.iso.datetime() });
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** A staff account (the `staff` resource, admins only). */
export const staffMemberSchema = userSchema.extend({ id, role: z.enum(['staff', 'admin']) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
