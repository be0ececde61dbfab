import { z } from 'zod';
import { EMAIL, requiredText } from './fields.js';
import { carrierSchema, carriersBody, sellerBody, sellerSchema } from './fulfilment-settings.js';
import { reviewSchema } from './catalog.js';
import { actorSchema, signUpBody, userSchema } from './identity.js';
import { orderSchema, orderStatusSchema, paymentStatusSchema } from './orders.js';
import { returnSchema } from './returns.js';

// The staff console's records under /api/admin/<resource> (ra-data-simple-rest): bare records,
// each with the `id` react-admin keys them by (the same value as `_id`). Products carry it already.
const id = z.string().describe('Same value as _id');

/** An order in the console (`orders` resource): who placed it comes with it, for the list and search. */
export const staffOrderSchema = orderSchema.extend({
  id,
  customerName: z.string().describe("The customer's first and last name as the account has them now; `erased customer` once the customer is erased"),
  customerEmail: z.string().nullable().describe("The account's email now; null once the customer is erased"),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/**
 * `GET /api/admin/orders/:id`: the StaffOrder folded from its stream now, with what its state machine
 * lets staff do with it now (as Vendure answers an order's `nextStates`), so the console offers
 * exactly what the API accepts. Forcing (admins, with a reason) may take it to any other status.
 */
export const staffOrderDetailsSchema = staffOrderSchema.extend({
  nextStates: z.array(orderStatusSchema).describe("The statuses a move (without force) may take the order to now, in the move table's order"),
  vetoedStates: z
    .array(z.object({ state: orderStatusSchema, reason: z.string().describe('What a move there answers (409)') }))
    .describe('Moves of the table from this status that this order may not make now (an unpaid order can only be cancelled)'),
});
export type StaffOrderDetails = z.infer<typeof staffOrderDetailsSchema>;

/** `GET /api/admin/dashboard`: figures from the read models; days and months are UTC. */
export const dashboardSchema = z.object({
  ordersToday: z.number().int(),
  ordersThisMonth: z.number().int(),
  revenueToday: z.number().describe('Rupees: what paid orders took less what was refunded of them, by the day the order was placed'),
  revenueThisMonth: z.number(),
  monthlyOrderGoal: z.object({ goal: z.number().int(), ordersThisMonth: z.number().int(), percent: z.number().int().describe('May pass 100') }),
  ordersByStatus: z.record(orderStatusSchema, z.number().int()),
  paymentsPending: z.number().int().describe('Orders waiting for their payment, cancelled ones left out'),
  returnsOpen: z.number().int().describe('Returns requested, approved or received'),
  revenuePerDay: z.array(z.object({ date: z.iso.date(), revenue: z.number(), orders: z.number().int() })).describe('The last 30 days, today last'),
  latestOrders: z.array(staffOrderSchema),
  failedJobs: z.number().int().nullable().describe('Null when the job queue does not answer'),
  openAlerts: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const staffReviewSchema = reviewSchema.extend({
  id,
  visible: z.boolean().describe('Staff-writable: a hidden review leaves the storefront, the rating and reviewsCount'),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReturnSchema = returnSchema.extend({ id });
export type StaffReturn = z.infer<typeof staffReturnSchema>;

/** A return in the console's list (`returns` resource): the StaffReturn with the shopper who asked for it. */
export const staffReturnRecordSchema = staffReturnSchema.extend({
  customer: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type StaffReturnRecord = z.infer<typeof staffReturnRecordSchema>;

/** `GET /api/admin/returns/:id`: the record with each of its orders as the orders read model has it now. */
export const staffReturnDetailsSchema = staffReturnRecordSchema.extend({
  orderDetails: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      orderStatus: orderStatusSchema,
      paymentStatus: paymentStatusSchema,
      totalAmount: z.number(),
      products: z.array(
        z.object({
          productId: z.string(),
          name: z.string(),
          image: z.string().nullable(),
          quantity: z.number().int(),
          price: z.number().describe('Unit price'),
        }),
      ),
    }),
  ),
});
export type StaffReturnDetails = z.infer<typeof staffReturnDetailsSchema>;

/** A shopper's account (the `customers` resource). */
export const customerRecordSchema = userSchema.extend({
  id,
  role: z.literal('customer'),
  createdAt: z.iso.datetime(),
  ordersCount: z.number().int().describe('Every order the customer placed'),
  totalSpent: z.number().describe('Rupees paid over all their orders, less what was refunded'),
  lastOrderAt: z.iso.datetime().nullable(),
  erasedAt: z.iso
    .datetime()
    .nullable()
    .describe('When the customer was erased (firstName is then `erased customer`, lastName and email empty); null for an account in use'),
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

/** The shop's settings (`settings` resource): one record, id `store`. */
export const storeSettingsSchema = z.object({
  id: z.literal('store'),
  siteName: z.string(),
  supportEmail: z.string(),
  monthlyOrderGoal: z.number().int().describe('Orders a month the dashboard measures progress toward'),
  carriers: z.array(carrierSchema),
  ...sellerSchema.shape,
  updatedAt: z.iso.datetime(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

// A goal of 0 orders would make the dashboard's progress toward it meaningless.
const ORDER_GOAL = 'Monthly order goal must be a whole number of 1 or more';

/** `PUT /api/admin/settings/store` (admins): every setting, validated; `id` and `updatedAt` come back as read and are dropped. */
export const storeSettingsBody = z.strictObject({
  siteName: requiredText('Site name is required').pipe(z.string().max(80, 'Site name cannot exceed 80 characters')),
  supportEmail: requiredText('Support email is required').pipe(z.string().regex(EMAIL, 'Invalid email address').max(254, 'Invalid email address')),
  monthlyOrderGoal: z.number({ error: ORDER_GOAL }).int(ORDER_GOAL).min(1, ORDER_GOAL).max(1_000_000_000, 'Monthly order goal is too large'),
  // Each left out keeps what is set (a client that knows only the first three still works).
  carriers: carriersBody.optional(),
  ...sellerBody.partial().shape,
  ...readOnly('id', 'updatedAt'),
});
export type StoreSettingsBody = z.output<typeof storeSettingsBody>;

const providerValue = z.union([z.string(), z.number()]).nullable();

/**
 * `GET /api/admin/orders/:id/provider`: what the payment provider records for an order (fetched
 * through its SDK at `fetchedAt`) beside what the shop recorded, and each point where they differ,
 * in words support can act on. Amounts in rupees, times ISO.
 */
export const providerViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  razorpayOrderId: z.string().nullable().describe('Null when nothing was to be paid through the provider'),
  providerOrder: z
    .object({ id: z.string(), amount: z.number(), amountPaid: z.number(), status: z.string(), attempts: z.number().int() })
    .nullable()
    .describe('Null when the provider has no such order'),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.string().describe("The provider's: created, authorized, captured, refunded or failed"),
      method: z.string(),
      captured: z.boolean(),
      amountRefunded: z.number(),
      errorDescription: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  refunds: z.array(z.object({ id: z.string(), paymentId: z.string(), amount: z.number(), status: z.string(), createdAt: z.iso.datetime() })),
  shop: z.object({
    orderStatus: orderStatusSchema,
    paymentStatus: paymentStatusSchema,
    paymentId: z.string().nullable(),
    totalAmount: z.number(),
    amountToPay: z.number().describe('What the provider was to collect: the total less any voucher'),
    amountPaid: z.number(),
    refundedAmount: z.number(),
  }),
  disagreements: z.array(z.object({ field: z.string(), shop: providerValue, provider: providerValue, message: z.string() })),
  fetchedAt: z.iso.datetime(),
});
export type ProviderView = z.infer<typeof providerViewSchema>;
export type ProviderDisagreement = ProviderView['disagreements'][number];

/**
 * The `audit` resource (read-only): who changed a staff account, a review's visibility or the settings,
 * or acted on a customer's account (a mail resent, a password-reset code sent), when, and each field before and after.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: actorSchema,
  resource: z.enum(['staff', 'reviews', 'settings', 'customers']),
  recordId: z.string(),
  action: z
    .string()
    .describe('created, updated, disabled, enabled (staff); hidden, shown (reviews); updated (settings); mail resent, password reset code sent (customers)'),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
