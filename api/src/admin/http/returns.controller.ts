import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { returnStatusSchema, type StaffReturnDetails, type StaffReturnRecord } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { RETURN_NOT_FOUND, STAFF_RETURN_SORT_FIELDS, staffReturn, staffReturns } from '../../returns/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

const returnsQuery = listQuery({
  filter: z.object({ status: returnStatusSchema.optional(), q: z.string().trim().max(100).optional() }).default({}),
  sort: { fields: STAFF_RETURN_SORT_FIELDS, default: ['createdAt', 'DESC'] },
});

/** Every shopper's returns (ra-data-simple-rest), read from the returns read model. Status moves stay on PATCH /api/returns/:id/status. */
@ApiTags('admin')
@Controller('admin/returns')
@Auth('staff', 'admin')
export class AdminReturnsController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @Get()
  @ApiOperation({ summary: "Returns (bare array, Content-Range); filter status, q over the return number and the shopper's name and email; sort" })
  @ApiContractQuery(returnsQuery)
  @ApiResponse({ status: 200, schema: listOf('StaffReturnRecord'), description: 'Content-Range: returns from-to/total' })
  async list(
    @Query(new ZodPipe(returnsQuery)) query: z.output<typeof returnsQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffReturnRecord[]> {
    const { offset, limit } = pageOf(query.range);
    const { status, q } = query.filter;
    const { records, total } = await staffReturns(this.pool, { status, q: q || undefined, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'returns', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One return with its shopper and its orders as they stand now (status, payment, products)' })
  @ApiResponse({ status: 200, schema: ref('StaffReturnDetails') })
  async one(@Param('id') id: string): Promise<StaffReturnDetails> {
    const record = UUID.test(id) ? await staffReturn(this.pool, id) : null;
    if (!record) throw new Rejection('not_found', RETURN_NOT_FOUND);
    return record;
  }
}
