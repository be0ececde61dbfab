// Ordering's public surface: its module, the commands other contexts and the worker dispatch (order
// streams have no other writer), the payment-gateway port the payments context implements, and
// what returns reads of an order.
export { OrderingModule } from './ordering.module.js';
export { CancelUnpaidOrderCommand, type CancelUnpaidOrderInput } from './commands/cancel-unpaid-order.js';
export { PlaceReplacementOrderCommand } from './commands/place-replacement-order.js';
export { ProcessRefundCommand, refundAlertKey, refundJobId, type ProcessRefundInput } from './commands/process-refund.js';
export { ReconcilePaymentsCommand } from './commands/reconcile-payments.js';
export { RecordProviderReportCommand, type ProviderReport } from './commands/record-provider-report.js';
export { RecordRefundFailureCommand } from './commands/record-refund-failure.js';
export { MarkInReturnCommand } from './commands/mark-in-return.js';
export { RequestReturnRefundCommand, type ReturnRefund } from './commands/request-return-refund.js';
export { ReleaseFromReturnCommand } from './commands/release-from-return.js';
export { EmptyCartOfPaidOrderCommand } from './commands/empty-cart-of-paid-order.js';
export { ReleaseOrderStockCommand } from './commands/release-order-stock.js';
export { ForgetUnpaidOrderCommand } from './commands/forget-unpaid-order.js';
export { RetryOwedRefundsCommand } from './commands/retry-owed-refunds.js';
export { VerifyPaymentCommand, verifyJobId, type VerifyPaymentInput } from './commands/verify-payment.js';
export { PAYMENT_GATEWAY, ProviderOrderUnknown, providerErrorMessage, type PaymentGateway, type ProviderPayment } from './payment/payment-gateway.js';
export { orderStream, returnDeadline, type PlacedOrder } from './order/order.js';
export { isPaid, refundableAmount, voucherHeld } from './order/order-amounts.js';
export { vetOrderMove } from './order/order.process.js';
export { ORDER_NOT_FOUND } from './order/order.decider.js';
export { findOrder, findStaffOrderDetails, ORDER_READ_MODELS } from './read-models/order-reader.js';
export { orderAround, orderAt } from './read-models/order-at.js';
export { orderStreamEvent, type OrderStreamEvent } from './read-models/order-stream.js';
export { isOrderEvent } from './order/order-event-guard.js';
export type { CustomerCancellationReason, OrderEvent, OrderLine, ShippingAddress } from './events.js';
export { toOrderView } from './read-models/order-view.js';
export { ORDER_VIEW_SQL, recordShippingAddress, shippingAddressesOf, shippingAddressOf } from './checkout/shipping-addresses.js';
export { checkoutMetrics } from './checkout/checkout-metrics.js';
export { staffOrderRecords } from './read-models/orders/staff-order-records.query.js';
export { orderPayment } from './read-models/orders/order-payment.query.js';
export { staffCreditNotes, staffInvoices } from './read-models/issued-documents/issued-documents.query.js';
export { documentsFor } from './order-documents.js';
export { CREDIT_NOTE_NOT_FOUND, INVOICE_NOT_FOUND } from './invoices/invoice-document.js';
export { documentAttachment } from './invoices/document-attachment.js';
