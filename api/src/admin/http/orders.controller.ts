import { Controller, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { orderStatusSchema, paymentStatusSchema, type StaffOrderDetails } from '@petshop/contract';
import { z } from 'zod';
import { findStaffOrderDetails, ORDER_NOT_FOUND, staffOrderRecords } from '../../ordering/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { StaffRecord, StaffResource } from './staff-resource.js';

/** A bare date (what react-admin's date input sends) or an instant. */
const bound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
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
      q: z.string().optional(),
      orderStatus: orderStatusSchema.optional(),
      paymentStatus: paymentStatusSchema.optional(),
      createdAt_gte: bound.optional(),
      createdAt_lte: bound.optional(),
      customerId: z.string().max(100).optional(),
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
