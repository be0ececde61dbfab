import { z } from 'zod';

/** What a voucher code looks like: PSV- and ten letters or digits, as a voucher return gives it. */
export const VOUCHER_CODE = /^PSV-[0-9A-Z]{10}$/;
export const VOUCHER_NOT_FOUND = 'Voucher not found';

/** An order a voucher paid toward; `amount` is what it still pays (an order cancelled or refunded gives its part back). */
export const voucherRedemptionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  amount: z.number().describe('Rupees'),
  at: z.iso.datetime(),
});
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;

/** A store voucher of `GET /api/vouchers`: issued by a return reimbursed by voucher, spent at checkout. */
export const voucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  amount: z.number().describe('Rupees, as issued'),
  balance: z.number().describe('Rupees left to spend'),
  issuedAt: z.iso.datetime(),
  returnId: z.string(),
  redemptions: z.array(voucherRedemptionSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** `voucher` of `GET /api/vouchers/:code`. */
export const voucherBalanceSchema = z.object({ code: z.string(), balance: z.number().describe('Rupees left to spend') });
export type VoucherBalance = z.infer<typeof voucherBalanceSchema>;

/** The optional code a checkout pays with: any case, blank reads as none; the shape is checked by the voucher itself (404). */
export const voucherCodeField = z
  .string({ error: 'voucherCode must be text' })
  .trim()
  .max(40, 'Voucher not found')
  .optional()
  .transform((value) => value?.toUpperCase() || undefined);
