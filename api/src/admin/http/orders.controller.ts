import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { orderStatusSchema, paymentStatusSchema } from '@petshop/contract';
import { z } from 'zod';
import { ORDER_NOT_FOUND, staffOrderRecords } from '../../ordering/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { StaffResource } from './staff-resource.js';

/** A bare date (what react-admin's date input sends) or an instant. */
const bound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

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
  one: { summary: 'One order for the console, with id and the customer’s name and email', notFound: ORDER_NOT_FOUND },
}) {}
