import { z } from 'zod';
import { reviewSchema } from './catalog.js';
import { signUpBody, userSchema } from './identity.js';
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
export const customerRecordSchema = userSchema.extend({
  id,
  role: z.literal('customer'),
  createdAt: z.iso.datetime(),
  ordersCount: z.number().int().describe('Every order the customer placed'),
  totalSpent: z.number().describe('Rupees paid over all their orders, less what was refunded'),
  lastOrderAt: z.iso.datetime().nullable(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** A staff account (the `staff` resource, admins only). */
export const staffMemberSchema = userSchema.extend({
  id,
  role: z.enum(['staff', 'admin']),
  disabled: z.boolean().describe('A disabled account cannot log in and its tokens stop working'),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Keys of a record a write may send back as it read them: accepted and dropped. */
const readOnly = <Key extends string>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, z.unknown().optional()])) as Record<Key, z.ZodOptional<z.ZodUnknown>>;

const staffRole = z.enum(['staff', 'admin'], { error: 'Role must be staff or admin' });

/** `POST /api/admin/staff`: a new staff or admin account, with sign-up's rules for every field. */
export const createStaffBody = signUpBody.extend({ role: staffRole, ...readOnly('id', '_id', 'disabled', 'createdAt') });
export type CreateStaffBody = z.output<typeof createStaffBody>;

/** `PUT /api/admin/staff/:id`: names, role and disabled; the email and password are not changed here. */
export const updateStaffBody = z.strictObject({
  firstName: signUpBody.shape.firstName.optional(),
  lastName: signUpBody.shape.lastName.optional(),
  role: staffRole.optional(),
  disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  ...readOnly('id', '_id', 'email', 'createdAt'),
});
export type UpdateStaffBody = z.output<typeof updateStaffBody>;

/** `PUT /api/admin/reviews/:id`: only `visible` is writable; the review's own fields come back as read and are dropped. */
export const reviewVisibilityBody = z.strictObject({
  visible: z.boolean({ error: 'visible must be true or false' }),
  ...readOnly('id', '_id', 'fullName', 'email', 'review', 'rating', 'productId', 'date'),
});
export type ReviewVisibilityBody = z.output<typeof reviewVisibilityBody>;
