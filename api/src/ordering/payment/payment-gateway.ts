/**
 * What ordering needs from a payment provider, in paise as providers count. Ordering owns this
 * port; the payments context implements it (Razorpay through its SDK, or the project's sandbox).
 */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  errorCode: string | null;
  errorDescription: string | null;
}

export interface PaymentGateway {
  readonly keyId: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<{ id: string }>;
  /** Throws ProviderOrderUnknown when the provider has no such order. */
  orderPayments(razorpayOrderId: string): Promise<ProviderPayment[]>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string; amountPaise: number; status: string }>;
  /** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(razorpayOrderId: string, paymentId: string, signature: string): boolean;
}

export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

/** The provider says it has no such order: nothing can ever be paid against it. */
export class ProviderOrderUnknown extends Error {
  constructor(
    readonly razorpayOrderId: string,
    description: string,
  ) {
    super(description);
    this.name = 'ProviderOrderUnknown';
  }
}

/**
 * What the provider said, in words staff can read. Razorpay's SDK rejects with the error body
 * (`{statusCode, error: {code, description}}`), which is not an Error.
 */
export function providerErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  const body = error as { statusCode?: number; error?: { code?: string; description?: string } } | null;
  if (body?.error?.description)
    return `${body.error.description}${body.statusCode ? ` (${body.statusCode}${body.error.code ? ` ${body.error.code}` : ''})` : ''}`;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}
