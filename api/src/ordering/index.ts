export { OrderingModule } from './ordering.module.js';
export { verifyPayment, type VerifyPaymentInput } from './commands/verify-payment.js';
export { cancelUnpaidOrder, type CancelUnpaidOrderInput } from './commands/cancel-unpaid-order.js';
export type { PaymentDeps } from './commands/payment-deps.js';
export { processRefund, type ProcessRefundInput } from './commands/process-refund.js';
export { orderStream } from './order.js';
export { reconcilePayments } from './commands/reconcile-payments.js';
