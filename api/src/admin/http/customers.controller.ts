import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { CustomerRecord } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { CUSTOMER_SORT_FIELDS, findCustomer, listCustomers } from '../read-models/customers.query.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

const customersQuery = listQuery({
  filter: z.object({ q: z.string().trim().max(100).optional() }).default({}),
  sort: { fields: CUSTOMER_SORT_FIELDS, default: ['createdAt', 'DESC'] },
});

/** Shoppers' accounts with their orders count, total spent and last order (ra-data-simple-rest); never password material. */
@ApiTags('admin')
@Controller('admin/customers')
@Auth('staff', 'admin')
export class CustomersController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @Get()
  @ApiOperation({ summary: 'Customers (bare array, Content-Range); filter q over names and email; sort by any column' })
  @ApiContractQuery(customersQuery)
  @ApiResponse({ status: 200, schema: listOf('CustomerRecord'), description: 'Content-Range: customers from-to/total' })
  async list(
    @Query(new ZodPipe(customersQuery)) query: z.output<typeof customersQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomerRecord[]> {
    const { offset, limit } = pageOf(query.range);
    const { records, total } = await listCustomers(this.pool, { q: query.filter.q || undefined, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'customers', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer with their figures' })
  @ApiResponse({ status: 200, schema: ref('CustomerRecord') })
  async one(@Param('id') id: string): Promise<CustomerRecord> {
    const record = await findCustomer(this.pool, id);
    if (!record) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
    return record;
  }
}
