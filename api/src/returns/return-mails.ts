import { eventMail, type MailsFor, recipientOf } from '../mail/event-mails.js';
import type { MailRequest } from '../mail/outbox.js';
import type { RequestedReturn } from './return.js';
import { findReturn, returnStreamEvent } from './return-reader.js';

const rupees = (paise: number) => paise / 100;
const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * The mails a return's events cause: the request received, approved or rejected (with staff's note),
 * and refunded when the shopper chose a refund. A voucher or a replacement has its own mail, caused
 * by the voucher's issue or the replacement order's placement, which carry what the shopper needs.
 */
export const returnMails: MailsFor = async (stored, deps) => {
  const recorded = returnStreamEvent(stored);
  if (!recorded) return [];
  const { event } = recorded;
  switch (event.type) {
    case 'ReturnRequested': {
      const { returnNumber, orders, returnPaymentMethod, methodForReturning, customer } = event.data;
      const to = await recipientOf(deps, customer);
      if (!to) return [];
      const items = orders.flatMap((order) =>
        order.products.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice, orderNumber: order.orderNumber })),
      );
      return [eventMail(stored, 'return-received', to, { firstName: to.firstName, returnNumber, items, method: returnPaymentMethod, methodForReturning })];
    }
    case 'ReturnStatusChanged': {
      const { to: status, note } = event.data;
      if (status !== 'approved' && status !== 'rejected') return [];
      const request = await findReturn(deps.store, recorded.returnId);
      if (!request) return [];
      const to = await recipientOf(deps, request.customer);
      if (!to) return [];
      const base = { firstName: to.firstName, returnNumber: request.returnNumber, note: note?.trim() || null };
      return status === 'approved'
        ? [eventMail(stored, 'return-approved', to, { ...base, methodForReturning: request.methodForReturning })]
        : [eventMail(stored, 'return-rejected', to, base)];
    }
    case 'ReturnRefunded': {
      if (event.data.reimbursement.method !== 'refund') return [];
      const request = await findReturn(deps.store, recorded.returnId);
      return request ? await refunded(stored, deps, request, event.data.note) : [];
    }
    default:
      return [];
  }
};

async function refunded(stored: Parameters<MailsFor>[0], deps: Parameters<MailsFor>[1], request: RequestedReturn, note: string | null): Promise<MailRequest[]> {
  const to = await recipientOf(deps, request.customer);
  if (!to) return [];
  // What each order gives back: its returned lines at the price it charged, as the refund was requested.
  const orders = request.orders.map((order) => ({
    orderNumber: order.orderNumber,
    amount: rupees(order.products.reduce((sum, product) => sum + toPaise(product.unitPrice) * product.quantity, 0)),
  }));
  const total = rupees(orders.reduce((sum, order) => sum + toPaise(order.amount), 0));
  return [eventMail(stored, 'return-refunded', to, { firstName: to.firstName, returnNumber: request.returnNumber, orders, total, note: note?.trim() || null })];
}
