export { createPaymentsProvider, PAYMENTS_PROVIDER, type PaymentsProvider } from './payments-provider.js';
export { PaymentsModule } from './payments.module.js';
export type { ProviderLedger } from './provider-ledger.js';
export { disagreementsOf, type ShopPayment } from './provider-view.js';
