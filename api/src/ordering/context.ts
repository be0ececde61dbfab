import type { ContextDescriptor } from '../platform/context.js';
import { isOrderEvent } from './order/order-event-guard.js';
import { orderPlacedWithoutPersonalData } from './order-upcasters.js';
import { eraseShippingDetails, exportOrders, forgetUnpaidOrdersOf, shippingDetails } from './personal-data.js';
import { orderHistoryProjection } from './read-models/order-history/order-history.projection.js';
import { ordersProjection } from './read-models/orders/orders.projection.js';
import { issuedDocumentsProjection } from './read-models/issued-documents/issued-documents.projection.js';
import { owedRefundsProjection } from './read-models/owed-refunds/owed-refunds.projection.js';

export const orderingContext: ContextDescriptor = {
  name: 'ordering',
  tables: ['orders', 'order_status_history', 'order_history_ledger', 'order_shipping_addresses', 'owed_refunds', 'stock_reservations', 'issued_documents'],
  module: async () => (await import('./ordering.module.js')).OrderingModule,
  workerCommands: true,
  eventGuards: [isOrderEvent],
  projections: [ordersProjection, orderHistoryProjection, owedRefundsProjection, issuedDocumentsProjection],
  upcasters: [orderPlacedWithoutPersonalData],
  reactions: async () => (await import('./order-reactions.js')).orderReactions,
  mails: async () => (await import('./order-mails.js')).orderMails,
  personalDetails: shippingDetails,
  erase: eraseShippingDetails,
  eraseFromRedis: forgetUnpaidOrdersOf,
  export: exportOrders,
};
