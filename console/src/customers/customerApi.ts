import type { CustomerErasure, ResetCodeSent } from '@petshop/contract';
import { ADMIN_API_URL, httpClient } from '../dataProvider';

/** POST /api/admin/customers/:id/password-reset: the customer is mailed a code, as if they had asked on /forgot-password. */
export async function sendPasswordResetCode(customerId: string): Promise<ResetCodeSent> {
  const { json } = await httpClient(`${ADMIN_API_URL}/customers/${encodeURIComponent(customerId)}/password-reset`, { method: 'POST', body: '{}' });
  return json as ResetCodeSent;
}

/** POST /api/admin/customers/:id/erase (admins): the customer's personal data goes; orders, amounts and history stay. */
export async function eraseCustomer(customerId: string, reason: string): Promise<CustomerErasure> {
  const { json } = await httpClient(`${ADMIN_API_URL}/customers/${encodeURIComponent(customerId)}/erase`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
  return (json as { erasure: CustomerErasure }).erasure;
}
