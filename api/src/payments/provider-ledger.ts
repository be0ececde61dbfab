import type Razorpay from 'razorpay';

/** What the payment provider records for one of its orders, in rupees and ISO times: the provider's word, as it said it. */
export interface ProviderLedger {
  order: { id: string; amount: number; amountPaid: number; status: string; attempts: number } | null;
  payments: {
    id: string;
    amount: number;
    status: string;
    method: string;
    captured: boolean;
    amountRefunded: number;
    errorDescription: string | null;
    createdAt: string;
  }[];
  refunds: { id: string; paymentId: string; amount: number; status: string; createdAt: string }[];
}

/** The provider's order when it has never heard of the id. */
export const UNKNOWN_TO_PROVIDER: ProviderLedger = { order: null, payments: [], refunds: [] };

const rupees = (paise: number | string) => Number(paise) / 100;
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

interface SdkOrder {
  id: string;
  amount: number | string;
  amount_paid: number | string;
  status: string;
  attempts: number;
}
interface SdkPayment {
  id: string;
  amount: number | string;
  status: string;
  method: string;
  captured: boolean;
  amount_refunded: number | string | null;
  error_description?: string | null;
  created_at: number;
}
interface SdkRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  created_at: number;
}

/**
 * The order, its payments and every refund of those payments, asked through Razorpay's SDK (or
 * the sandbox, which answers the same calls). Only payments that took money can have refunds, so
 * the others are not asked about.
 */
export async function fetchOrderLedger(sdk: Razorpay, razorpayOrderId: string): Promise<ProviderLedger> {
  const [order, { items }] = await Promise.all([sdk.orders.fetch(razorpayOrderId), sdk.orders.fetchPayments(razorpayOrderId)]);
  const payments = items as unknown as SdkPayment[];
  const refunded = payments.filter((payment) => Number(payment.amount_refunded ?? 0) > 0);
  const refunds = await Promise.all(refunded.map(async (payment) => (await sdk.payments.fetchMultipleRefund(payment.id, { count: 100 })).items));
  const providerOrder = order as unknown as SdkOrder;
  return {
    order: {
      id: providerOrder.id,
      amount: rupees(providerOrder.amount),
      amountPaid: rupees(providerOrder.amount_paid),
      status: providerOrder.status,
      attempts: providerOrder.attempts,
    },
    payments: payments
      .map((payment) => ({
        id: payment.id,
        amount: rupees(payment.amount),
        status: payment.status,
        method: payment.method,
        captured: payment.captured,
        amountRefunded: rupees(payment.amount_refunded ?? 0),
        errorDescription: payment.error_description ?? null,
        createdAt: iso(payment.created_at),
      }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    refunds: (refunds.flat() as unknown as SdkRefund[])
      .map((refund) => ({
        id: refund.id,
        paymentId: refund.payment_id,
        amount: rupees(refund.amount),
        status: refund.status,
        createdAt: iso(refund.created_at),
      }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}
