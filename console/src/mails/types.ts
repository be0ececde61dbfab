import type { MailStatus, StaffMail } from '@petshop/contract';

export type { MailStatus, StaffMail };

/** The outbox's statuses in words staff can act on: `sent` means the SMTP server took the mail, not that it was read. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Queued',
  sent: 'Delivered to the mail server',
  failed: 'Failed — retrying',
};

/** A reset code is never repeated (the code in it was replaced or has expired); a mail not yet gone out would arrive twice. */
export function whyNotResendable(mail: StaffMail): string | null {
  if (mail.template === 'password-reset-code') return 'Send a new code instead';
  if (mail.status !== 'sent') return 'The shop is still sending it';
  return null;
}
