import { Module } from '@nestjs/common';
import { CatalogSeed } from './catalog-seed.js';
import { SetReviewVisibilityHandler } from './commands/set-review-visibility.js';
import { SubmitReviewHandler } from './commands/submit-review.js';
import { ProductsController } from './http/products.controller.js';
import { ReviewsController } from './http/reviews.controller.js';
import { ProductsQuery } from './read-models/products.query.js';

@Module({
  controllers: [ProductsController, ReviewsController],
  providers: [ProductsQuery, CatalogSeed, SubmitReviewHandler, SetReviewVisibilityHandler],
  exports: [ProductsQuery],
})
export class CatalogModule {}
