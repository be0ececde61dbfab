import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { reviewVisibilityBody, type ReviewVisibilityBody, type StaffReview } from '@petshop/contract';
import { REVIEW_NOT_FOUND, SetReviewVisibilityCommand, staffReviews } from '../../catalog/index.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { flag, recordId, text } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

/** Every review, hidden ones too (ra-data-simple-rest); staff hide and show them. */
@ApiTags('admin')
@Controller('admin/reviews')
@Auth('staff', 'admin')
export class AdminReviewsController extends StaffResource(staffReviews, {
  resource: 'reviews',
  answer: 'StaffReview',
  list: {
    summary: 'Reviews (bare array, Content-Range); filter productId, visible, q over reviewer and text; sort date',
    filter: { productId: recordId, visible: flag, q: text() },
    sort: ['date', 'DESC'],
  },
  one: { summary: 'One review', notFound: REVIEW_NOT_FOUND },
}) {
  @Inject() private readonly commands!: CommandBus;

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
    const record = await staffReviews.find(this.pool, id);
    if (!record) throw new Rejection('not_found', REVIEW_NOT_FOUND);
    return record;
  }
}
