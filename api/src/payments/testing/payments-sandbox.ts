import { startTestSandbox, type TestSandbox } from '../../platform/testing/test-sandbox.js';
import { createPaymentsProvider, type PaymentsProvider } from '../payments-provider.js';

/** The Razorpay sandbox with the shop's provider (the official Razorpay SDK) pointed at it. */
export interface PaymentsSandbox extends TestSandbox {
  provider: PaymentsProvider;
}

export async function startPaymentsSandbox(): Promise<PaymentsSandbox> {
  const sandbox = await startTestSandbox();
  return { ...sandbox, provider: createPaymentsProvider(sandbox.config) };
}
