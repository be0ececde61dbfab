import { Controller, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { orderStatusSchema, paymentStatusSchema, type StaffOrderDetails } from '@petshop/contract';
import { findStaffOrderDetails, ORDER_NOT_FOUND, staffOrderRecords } from '../../ordering/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { dateBound, oneOf, recordId, text } from './list-filters.js';
import { StaffRecord, StaffResource } from './staff-resource.js';

const ONE_ORDER = {
  summary: 'One order for the console, as its stream stands: the StaffOrder with the moves it takes now (nextStates)',
  notFound: ORDER_NOT_FOUND,
};

/** The console's `orders` resource (ra-data-simple-rest). Status changes stay on PATCH /api/orders/:id/status. */
@ApiTags('admin')
@Controller('admin/orders')
@Auth('staff', 'admin')
export class AdminOrdersController extends StaffResource(staffOrderRecords, {
  resource: 'orders',
  answer: 'StaffOrder',
  list: {
    summary:
      'Orders for the console: bare array with Content-Range; filter q (number, name, email), orderStatus, paymentStatus, createdAt_gte/_lte, customerId',
    filter: {
      q: text(),
      orderStatus: oneOf(orderStatusSchema),
      paymentStatus: oneOf(paymentStatusSchema),
      createdAt_gte: dateBound,
      createdAt_lte: dateBound,
      customerId: recordId,
    },
    sort: ['createdAt', 'DESC'],
  },
  one: { ...ONE_ORDER, answer: 'StaffOrderDetails' },
}) {
  @Inject(EVENT_STORE) private readonly store!: EventStore;

  // Folded from the stream, not read from the read model: the status shown and the moves offered
  // are of the very state the next move will be decided on.
  @StaffRecord('StaffOrderDetails', ONE_ORDER)
  override async one(@Param('id') id: string): Promise<StaffOrderDetails | null> {
    return findStaffOrderDetails({ store: this.store, pool: this.pool }, id);
  }
}
