import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentAccount, OptionalAuth } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { requiredText, ZodPipe } from '../../platform/http/validation.js';
import { SubmitReview } from '../commands/submit-review.js';

const RATING = 'Rating must be a whole number from 1 to 5';

const reviewBody = z.strictObject({
  email: requiredText('Email is required').pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address').max(254)),
  fullName: requiredText('Full name is required').pipe(z.string().max(100, 'Full name is too long')),
  review: requiredText('Review cannot be empty').pipe(z.string().max(4_000, 'Review is too long (4,000 characters at most)')),
  rating: z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  productId: requiredText('Product is required'),
});

@ApiTags('catalogue')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @OptionalAuth()
  @ApiOperation({ summary: 'Review a product, as a guest or signed in (then the review is linked to the account)' })
  async submit(@Body(new ZodPipe(reviewBody)) body: z.output<typeof reviewBody>, @CurrentAccount() account: Account | undefined) {
    // A signed-in reviewer reviews under their own address, whatever the form said.
    const review = await this.commands.execute(new SubmitReview({ ...body, email: account?.email ?? body.email }, account));
    return { status: true, message: 'Review submitted successfully!', review };
  }
}
