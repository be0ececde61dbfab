import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { reviewVisibilityBody, type ReviewVisibilityBody, type StaffReview } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { findStaffReview, listStaffReviews, REVIEW_NOT_FOUND, REVIEW_SORT_FIELDS, SetReviewVisibilityCommand } from '../../catalog/index.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractBody, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

const reviewsQuery = listQuery({
  filter: z.object({ productId: z.string().optional(), visible: z.boolean().optional(), q: z.string().trim().max(100).optional() }).default({}),
  sort: { fields: REVIEW_SORT_FIELDS, default: ['date', 'DESC'] },
});

/** Every review, hidden ones too (ra-data-simple-rest); staff hide and show them. */
@ApiTags('admin')
@Controller('admin/reviews')
@Auth('staff', 'admin')
export class AdminReviewsController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Reviews (bare array, Content-Range); filter productId, visible, q over reviewer and text; sort date' })
  @ApiContractQuery(reviewsQuery)
  @ApiResponse({ status: 200, schema: listOf('StaffReview'), description: 'Content-Range: reviews from-to/total' })
  async list(@Query(new ZodPipe(reviewsQuery)) query: z.output<typeof reviewsQuery>, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffReview[]> {
    const { offset, limit } = pageOf(query.range);
    const { productId, visible, q } = query.filter;
    const { records, total } = await listStaffReviews(this.pool, { productId, visible, q: q || undefined, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'reviews', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  @ApiResponse({ status: 200, schema: ref('StaffReview') })
  async one(@Param('id') id: string): Promise<StaffReview> {
    return this.found(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Hide or show a review: only visible is writable; a hidden one leaves the storefront, rating and reviewsCount' })
  @ApiContractBody('ReviewVisibilityBody')
  @ApiResponse({ status: 200, schema: ref('StaffReview') })
  async update(
    @Param('id') id: string,
    @Body(new ZodPipe(reviewVisibilityBody)) body: ReviewVisibilityBody,
    @CurrentAccount() account: Account,
  ): Promise<StaffReview> {
    await this.commands.execute(new SetReviewVisibilityCommand(id, body.visible, actorOf(account)));
    return this.found(id);
  }

  private async found(id: string): Promise<StaffReview> {
    const record = await findStaffReview(this.pool, id);
    if (!record) throw new Rejection('not_found', REVIEW_NOT_FOUND);
    return record;
  }
}
