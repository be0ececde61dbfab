export { createPaymentsProvider, PAYMENTS_PROVIDER, type PaymentsProvider } from './payments-provider.js';
export { PaymentsModule } from './payments.module.js';
