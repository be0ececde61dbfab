import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/index.js';
import { CatalogModule } from '../catalog/index.js';
import { CancelUnpaidOrderHandler } from './commands/cancel-unpaid-order.js';
import { ChangeOrderStatusHandler } from './commands/change-order-status.js';
import { DeliverParcelHandler } from './commands/deliver-parcel.js';
import { IssueCreditNoteHandler } from './commands/issue-credit-note.js';
import { IssueInvoiceHandler } from './commands/issue-invoice.js';
import { ShipParcelHandler } from './commands/ship-parcel.js';
import { PaymentDeps } from './payment/payment-deps.js';
import { PlaceOrderHandler } from './commands/place-order.js';
import { PlaceReplacementOrderHandler } from './commands/place-replacement-order.js';
import { ProcessRefundHandler } from './commands/process-refund.js';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments.js';
import { RecordProviderReportHandler } from './commands/record-provider-report.js';
import { RecordRefundFailureHandler } from './commands/record-refund-failure.js';
import { ReleaseAbandonedReservationsHandler } from './commands/release-abandoned-reservations.js';
import { ReleaseFromReturnHandler } from './commands/release-from-return.js';
import { MarkInReturnHandler } from './commands/mark-in-return.js';
import { RequestReturnRefundHandler } from './commands/request-return-refund.js';
import { EmptyCartOfPaidOrderHandler } from './commands/empty-cart-of-paid-order.js';
import { ReleaseOrderStockHandler } from './commands/release-order-stock.js';
import { ForgetUnpaidOrderHandler } from './commands/forget-unpaid-order.js';
import { UnpaidOrders } from './checkout/unpaid-orders.js';
import { RetryOwedRefundsHandler } from './commands/retry-owed-refunds.js';
import { VerifyPaymentHandler } from './commands/verify-payment.js';
import { CheckoutController } from './http/checkout.controller.js';
import { OrdersController } from './http/orders.controller.js';
import { OrderRecordsController } from './http/order-records.controller.js';
import { OrderReader } from './read-models/order-reader.js';

const handlers = [
  PlaceOrderHandler,
  VerifyPaymentHandler,
  CancelUnpaidOrderHandler,
  ChangeOrderStatusHandler,
  ShipParcelHandler,
  DeliverParcelHandler,
  IssueInvoiceHandler,
  IssueCreditNoteHandler,
  PlaceReplacementOrderHandler,
  ProcessRefundHandler,
  RecordRefundFailureHandler,
  RecordProviderReportHandler,
  ReconcilePaymentsHandler,
  ReleaseAbandonedReservationsHandler,
  ReleaseOrderStockHandler,
  ForgetUnpaidOrderHandler,
  EmptyCartOfPaidOrderHandler,
  MarkInReturnHandler,
  RequestReturnRefundHandler,
  ReleaseFromReturnHandler,
  RetryOwedRefundsHandler,
];

/** Orders: checkout, payments as the shop records them, staff moves, refunds. The payment gateway comes from the payments context. */
@Module({
  imports: [CatalogModule, AddressesModule],
  controllers: [CheckoutController, OrdersController, OrderRecordsController],
  providers: [OrderReader, PaymentDeps, UnpaidOrders, ...handlers],
  exports: [OrderReader],
})
export class OrderingModule {}
