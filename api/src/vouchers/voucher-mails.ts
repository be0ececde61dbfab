import { eventMail, type MailsFor, recipientOf } from '../mail/event-mails.js';
import { findReturn } from '../returns/return-reader.js';
import { voucherStreamEvent } from './voucher-stream-event.js';

/** A store voucher issued for a return: its code and amount, to its owner. Redemptions and restores are told by the orders' mails. */
export const voucherMails: MailsFor = async (stored, deps) => {
  const recorded = voucherStreamEvent(stored);
  if (recorded?.event.type !== 'VoucherIssued') return [];
  const { code, owner, amount, returnId } = recorded.event.data;
  const [to, request] = await Promise.all([recipientOf(deps, owner), findReturn(deps.store, returnId)]);
  if (!to) return [];
  return [eventMail(stored, 'voucher-issued', to, { firstName: to.firstName, code, amount, returnNumber: request?.returnNumber ?? null })];
};
