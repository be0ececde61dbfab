import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reviewBody } from '@petshop/contract';
import type { z } from 'zod';
import { CurrentAccount, OptionalAuth } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { ApiAnswer, ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { WriteLimit } from '../../platform/rate-limits/write-limit.guard.js';
import { SubmitReviewCommand } from '../commands/submit-review.js';

@ApiTags('catalog')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @WriteLimit('review')
  @OptionalAuth()
  @ApiOperation({ summary: 'Review a product, as a guest or signed in (then the review is linked to the account)' })
  @ApiContractBody('ReviewBody')
  @ApiAnswer({ review: ref('Review') }, { status: 201, message: true })
  async submit(@Body(new ZodPipe(reviewBody)) body: z.output<typeof reviewBody>, @CurrentAccount() account: Account | undefined) {
    // A signed-in reviewer reviews under their own address, whatever the form said.
    const review = await this.commands.execute(new SubmitReviewCommand({ ...body, email: account?.email ?? body.email }, account));
    return { status: true, message: 'Review submitted successfully!', review };
  }
}
