export { createPaymentsProvider, PAYMENTS_PROVIDER, type PaymentsProvider, type ProviderPayment } from './payments-provider.js';
