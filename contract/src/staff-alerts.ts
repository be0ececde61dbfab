import { z } from 'zod';

// The staff console's `alerts` resource: what the shop could not do by itself (a payment it could
// not reconcile, a refund or a webhook that keeps failing, a mail the server refuses, a transaction
// left open in the database that holds the shop's events back).

export const alertKindSchema = z.enum(['reconciliation', 'refund', 'webhook', 'mail', 'transaction']);
export type AlertKind = z.infer<typeof alertKindSchema>;

export const staffAlertSchema = z.object({
  id: z.string(),
  kind: alertKindSchema,
  orderId: z.string().nullable(),
  message: z.string(),
  attempts: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;
