import type { ProviderDisagreement, ProviderView } from '@petshop/contract';
import { formatRupees as money } from '@petshop/contract/brand';
import { toPaise } from '../platform/money.js';
import type { ProviderLedger } from './provider-ledger.js';

export type ShopPayment = ProviderView['shop'] & { razorpayOrderId: string | null };

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + toPaise(amount), 0) / 100;
const MONEY_RECEIVED = new Set(['paid', 'refunded', 'partially_refunded']);

/**
 * Where the shop's record of an order's money and the provider's disagree, each in words support
 * can act on (no disagreement: the two agree). Pure: the caller fetches both sides.
 */
export function disagreementsOf(shop: ShopPayment, ledger: ProviderLedger): ProviderDisagreement[] {
  if (shop.razorpayOrderId && !ledger.order) {
    return [
      {
        field: 'razorpayOrderId',
        shop: shop.razorpayOrderId,
        provider: null,
        message: `The payment provider has no order ${shop.razorpayOrderId}, so nothing was charged through it. It may belong to other provider keys (test or live).`,
      },
    ];
  }
  const captured = ledger.payments.filter((payment) => payment.captured);
  const facts = {
    captured,
    capturedAmount: sum(captured.map((payment) => payment.amount)),
    refunded: sum(ledger.refunds.filter((refund) => refund.status === 'processed').map((refund) => refund.amount)),
    refundsPending: sum(ledger.refunds.filter((refund) => refund.status === 'pending').map((refund) => refund.amount)),
  };
  return [...payment(shop, facts), ...amounts(shop, facts), ...refunds(shop, facts)];
}

type Facts = { captured: ProviderLedger['payments']; capturedAmount: number; refunded: number; refundsPending: number };

/** Whether money was taken at all, and by which payment. */
function payment(shop: ShopPayment, { captured, capturedAmount, refunded }: Facts): ProviderDisagreement[] {
  const ids = captured.map((each) => each.id).join(', ');
  const kept = (toPaise(capturedAmount) - toPaise(refunded)) / 100;
  if (shop.orderStatus === 'cancelled' && kept > 0) {
    return [
      {
        field: 'orderStatus',
        shop: 'cancelled',
        provider: 'captured',
        message: `Paid but cancelled: the order is cancelled, yet the provider holds ${money(kept)} captured (${ids}) that has not been refunded. Refund the shopper, or restore the order if they still want it; a refund already requested shows under Job queues.`,
      },
    ];
  }
  const found: ProviderDisagreement[] = [];
  if (!MONEY_RECEIVED.has(shop.paymentStatus) && captured.length > 0) {
    found.push({
      field: 'paymentStatus',
      shop: shop.paymentStatus,
      provider: 'captured',
      message: `The provider captured ${money(capturedAmount)} (${ids}) but the shop shows the payment as ${shop.paymentStatus}. The shopper was charged: reconciliation records such a payment within minutes; if it does not, check the alerts.`,
    });
  }
  if (MONEY_RECEIVED.has(shop.paymentStatus) && shop.amountToPay > 0 && captured.length === 0) {
    found.push({
      field: 'paymentStatus',
      shop: shop.paymentStatus,
      provider: 'not captured',
      message: `The shop records this order as ${shop.paymentStatus}, but the provider shows no captured payment for it. Do not ship or refund until the payment is confirmed in the provider's dashboard.`,
    });
  }
  if (captured.length > 1) {
    found.push({
      field: 'payments',
      shop: 1,
      provider: captured.length,
      message: `The provider captured ${captured.length} payments for this one order (${ids}): the shopper was charged more than once. Refund the extra payment.`,
    });
  }
  if (shop.paymentId && captured.length > 0 && !captured.some((each) => each.id === shop.paymentId)) {
    found.push({
      field: 'paymentId',
      shop: shop.paymentId,
      provider: ids,
      message: `The shop recorded payment ${shop.paymentId}, but the provider captured ${ids} for this order.`,
    });
  }
  return found;
}

/** Whether what was taken is what the shop recorded, and what it asked for. */
function amounts(shop: ShopPayment, { captured, capturedAmount }: Facts): ProviderDisagreement[] {
  if (captured.length === 0) return [];
  const found: ProviderDisagreement[] = [];
  if (MONEY_RECEIVED.has(shop.paymentStatus) && toPaise(shop.amountPaid) !== toPaise(capturedAmount)) {
    found.push({
      field: 'amountPaid',
      shop: shop.amountPaid,
      provider: capturedAmount,
      message: `The shop recorded ${money(shop.amountPaid)} paid, but the provider captured ${money(capturedAmount)}.`,
    });
  }
  if (toPaise(shop.amountToPay) !== toPaise(capturedAmount) && captured.length === 1) {
    found.push({
      field: 'totalAmount',
      shop: shop.amountToPay,
      provider: capturedAmount,
      message: `The provider captured ${money(capturedAmount)}, but the order asked for ${money(shop.amountToPay)}.`,
    });
  }
  return found;
}

/** Whether the refunds the shop counts are the ones the provider made. */
function refunds(shop: ShopPayment, { refunded, refundsPending }: Facts): ProviderDisagreement[] {
  if (toPaise(shop.refundedAmount) === toPaise(refunded)) return [];
  const pending = refundsPending > 0 ? ` A further ${money(refundsPending)} is still pending at the provider.` : '';
  const message =
    toPaise(shop.refundedAmount) > toPaise(refunded)
      ? `The shop counts ${money(shop.refundedAmount)} refunded, but the provider has processed ${money(refunded)}.${pending} Tell the shopper only what the provider shows.`
      : `The provider has refunded ${money(refunded)}, more than the ${money(shop.refundedAmount)} the shop recorded: the shop's payment status and totals are behind the provider's.`;
  return [{ field: 'refundedAmount', shop: shop.refundedAmount, provider: refunded, message }];
}
