import { z } from 'zod';

// The staff console's `mails` resource: what the shop mailed a customer (the mail outbox's rows),
// and the two things staff may do about it: send one again, or send a password-reset code.

export const mailStatusSchema = z
  .enum(['pending', 'sent', 'failed'])
  .describe('pending: not tried yet; sent: the SMTP server accepted it; failed: refused, and the worker keeps trying with a growing delay');
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** One mail of the outbox (`mails` resource), keyed by what caused it. */
export const staffMailSchema = z.object({
  id: z.string().describe('The outbox key, naming the cause: event:<eventId>:<template>, reset-code:…, resend:<originalKey>:<uuid>'),
  customerId: z.string().nullable().describe('The account the mail is for or about; null for the shop’s own mail'),
  template: z.string(),
  subject: z.string(),
  recipient: z.string().describe('The address it was (or is to be) sent to'),
  status: mailStatusSchema,
  attempts: z.number().int().describe('Deliveries tried so far'),
  lastError: z.string().nullable().describe('What the SMTP server answered the last failed attempt'),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  resentFrom: z.string().nullable().describe('For a resend by staff: the key of the mail it repeats'),
});
export type StaffMail = z.infer<typeof staffMailSchema>;

/** `POST /api/admin/mails/:id/resend`: the contract's envelope with the new outbox row. */
export const mailResentSchema = z.object({ status: z.literal(true), message: z.string(), data: staffMailSchema });
export type MailResent = z.infer<typeof mailResentSchema>;

/** `POST /api/admin/customers/:id/password-reset`: where the code went. */
export const resetCodeSentSchema = z.object({ status: z.literal(true), message: z.string(), sentTo: z.string() });
export type ResetCodeSent = z.infer<typeof resetCodeSentSchema>;
