import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { orderStatusSchema, paymentStatusSchema, type StaffOrderDetails } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { findOrder, ORDER_NOT_FOUND, toStaffOrderDetails } from '../../ordering/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { ORDER_SORT_FIELDS, orderRecords } from '../read-models/orders.query.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

const DAY_MS = 86_400_000;
/** A bare date (what react-admin's date input sends) bounds the whole day, UTC; an instant bounds itself. */
const bound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const ordersQuery = listQuery({
  filter: z
    .object({
      q: z.string().optional(),
      orderStatus: orderStatusSchema.optional(),
      paymentStatus: paymentStatusSchema.optional(),
      createdAt_gte: bound.optional(),
      createdAt_lte: bound.optional(),
      customerId: z.string().max(100).optional(),
    })
    .default({}),
  sort: { fields: ORDER_SORT_FIELDS, default: ['createdAt', 'DESC'] },
});

const before = (lte: string | undefined) => {
  if (lte === undefined) return undefined;
  return new Date(new Date(lte).getTime() + (lte.length === 10 ? DAY_MS : 1));
};

/** The console's `orders` resource (ra-data-simple-rest). Status changes stay on PATCH /api/orders/:id/status. */
@ApiTags('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @Auth('staff', 'admin')
  @ApiOperation({
    summary:
      'Orders for the console: bare array with Content-Range; filter q (number, name, email), orderStatus, paymentStatus, createdAt_gte/_lte, customerId',
  })
  @ApiContractQuery(ordersQuery)
  @ApiResponse({ status: 200, schema: listOf('StaffOrder'), description: 'Content-Range: orders from-to/total' })
  async list(@Query(new ZodPipe(ordersQuery)) query: z.output<typeof ordersQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = pageOf(query.range);
    const { createdAt_gte, createdAt_lte, ...filter } = query.filter;
    const { records, total } = await orderRecords(
      this.pool,
      { ...filter, since: createdAt_gte === undefined ? undefined : new Date(createdAt_gte), before: before(createdAt_lte) },
      query.sort ?? ['createdAt', 'DESC'],
      page,
    );
    sendContentRange(reply, 'orders', page.offset, records.length, total);
    return records;
  }

  // Folded from the stream, not read from the read model: the status shown and the moves offered
  // are of the very state the next move will be decided on.
  @Get(':id')
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'One order for the console, as its stream stands: the StaffOrder with the moves it takes now (nextStates)' })
  @ApiResponse({ status: 200, schema: ref('StaffOrderDetails') })
  async one(@Param('id') id: string): Promise<StaffOrderDetails> {
    const order = await findOrder(this.store, id);
    if (!order) throw new Rejection('not_found', ORDER_NOT_FOUND);
    return toStaffOrderDetails(order);
  }
}
