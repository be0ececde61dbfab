import type { MailResent } from '@petshop/contract';
import { ADMIN_API_URL, httpClient } from '../dataProvider';

/**
 * POST /api/admin/mails/:id/resend: a copy of the mail is queued for the worker to send. A resend
 * is always a copy of the first mail, so a copy's copy is asked for by the first mail's key, which
 * is also short enough for the URL (a resend's own key can pass the 100 characters a path segment may have).
 */
export async function resendMail(mail: { id: string; resentFrom: string | null }): Promise<MailResent> {
  const { json } = await httpClient(`${ADMIN_API_URL}/mails/${encodeURIComponent(mail.resentFrom ?? mail.id)}/resend`, { method: 'POST', body: '{}' });
  return json as MailResent;
}
