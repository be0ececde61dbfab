import type { Actor } from '../platform/event-store/event-store.port.js';
import type { Reaction } from '../platform/context.js';
import { RestoreVoucherCommand } from '../vouchers/commands/restore-voucher.js';
import { EmptyCartOfPaidOrderCommand } from './commands/empty-cart-of-paid-order.js';
import { ForgetUnpaidOrderCommand } from './commands/forget-unpaid-order.js';
import { refundJobId } from './commands/process-refund.js';
import { ReleaseOrderStockCommand } from './commands/release-order-stock.js';
import { paidInFullAtPlacement } from './order/order-amounts.js';
import { orderStreamEvent } from './read-models/order-stream.js';

const VOUCHER_DESK: Actor = { _id: null, role: 'system', name: 'vouchers' };
const CHECKOUT_DESK: Actor = { _id: null, role: 'system', name: 'checkout' };

/**
 * What follows an order's event: a paid order empties the shopper's cart (a captured payment,
 * whether or not the page verified it, or an order a store voucher paid in full; the only place a
 * checkout empties a cart); a refund requested becomes a refund job; a cancelled order's units go
 * back to the catalogue; a paid or cancelled order leaves the unpaid orders checkout counts; what an
 * order releases of its store voucher goes back on the voucher. Invoices and credit notes are the
 * worker's invoicing follower's (order-documents.ts). Each effect is idempotent by its key
 * (the refund's job id, the stock reservation row, the voucher's restore key, the order the cart was
 * emptied for).
 */
export const orderReactions: Reaction = async (stored, { commands, queue, because }) => {
  const recorded = orderStreamEvent(stored);
  if (!recorded) return false;
  const { orderId, event } = recorded;
  switch (event.type) {
    case 'RefundRequested':
      await queue.add('refund', { orderId, refundKey: event.data.refundKey }, { jobId: refundJobId(event.data.refundKey) });
      return true;
    case 'PaymentCaptured':
      await Promise.all([
        commands.execute(new EmptyCartOfPaidOrderCommand(orderId, because(stored, CHECKOUT_DESK))),
        commands.execute(new ForgetUnpaidOrderCommand(orderId)),
      ]);
      return true;
    case 'OrderPlaced':
      // Paid in full by a store voucher as it was placed: no capture will follow.
      if (!event.data.voucher || !paidInFullAtPlacement(event.data)) return false;
      await commands.execute(new EmptyCartOfPaidOrderCommand(orderId, because(stored, CHECKOUT_DESK)));
      return true;
    case 'OrderCancelled':
      await Promise.all([commands.execute(new ReleaseOrderStockCommand(orderId, event.data.reason)), commands.execute(new ForgetUnpaidOrderCommand(orderId))]);
      return true;
    case 'VoucherReleased': {
      const { code, releaseKey, amount, reason } = event.data;
      await commands.execute(new RestoreVoucherCommand({ code, orderId, restoreKey: releaseKey, amount, reason }, because(stored, VOUCHER_DESK)));
      return true;
    }
    default:
      return false;
  }
};
