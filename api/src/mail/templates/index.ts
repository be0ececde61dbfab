import { contactMessage } from './contact-message.js';
import { creditNoteIssued } from './credit-note-issued.js';
import { newsletterConfirmation } from './newsletter-confirmation.js';
import { orderCancelledByShop } from './order-cancelled-by-shop.js';
import { orderCancelledUnpaid } from './order-cancelled-unpaid.js';
import { orderConfirmation } from './order-confirmation.js';
import { orderDelivered } from './order-delivered.js';
import { orderRefunded } from './order-refunded.js';
import { orderShipped } from './order-shipped.js';
import { replacementOrderPlaced } from './replacement-order-placed.js';
import { returnApproved } from './return-approved.js';
import { returnReceived } from './return-received.js';
import { returnRefunded } from './return-refunded.js';
import { returnRejected } from './return-rejected.js';
import { voucherIssued } from './voucher-issued.js';
import { mailCheck } from './mail-check.js';
import { passwordChanged } from './password-changed.js';
import { passwordResetCode } from './password-reset-code.js';

/**
 * Every mail the shop can send, by the name its outbox rows keep (permanent, like event names: a
 * row enqueued today may be sent after a deploy). One line per template; a template lives in its
 * own file beside this one.
 */
export const templates = {
  'mail-check': mailCheck,
  'password-reset-code': passwordResetCode,
  'password-changed': passwordChanged,
  'order-confirmation': orderConfirmation,
  'order-cancelled-unpaid': orderCancelledUnpaid,
  'order-cancelled-by-shop': orderCancelledByShop,
  'order-shipped': orderShipped,
  'order-delivered': orderDelivered,
  'order-refunded': orderRefunded,
  'credit-note-issued': creditNoteIssued,
  'return-received': returnReceived,
  'return-approved': returnApproved,
  'return-rejected': returnRejected,
  'return-refunded': returnRefunded,
  'voucher-issued': voucherIssued,
  'replacement-order-placed': replacementOrderPlaced,
  'contact-message': contactMessage,
  'newsletter-confirmation': newsletterConfirmation,
};

export type TemplateName = keyof typeof templates;

/** The props a template renders from (the outbox row's `data`). */
export type TemplateData<Name extends TemplateName> = Parameters<(typeof templates)[Name]['subject']>[0];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}
