import { Module } from '@nestjs/common';
import { CreateProductHandler } from './commands/create-product.js';
import { DeleteProductHandler } from './commands/delete-product.js';
import { SetReviewVisibilityHandler } from './commands/set-review-visibility.js';
import { SubmitReviewHandler } from './commands/submit-review.js';
import { UpdateProductHandler } from './commands/update-product.js';
import { ProductsController } from './http/products.controller.js';
import { ReviewsController } from './http/reviews.controller.js';
import { ProductsQuery } from './read-models/products.query.js';

@Module({
  controllers: [ProductsController, ReviewsController],
  providers: [ProductsQuery, SubmitReviewHandler, SetReviewVisibilityHandler, CreateProductHandler, UpdateProductHandler, DeleteProductHandler],
  exports: [ProductsQuery],
})
export class CatalogModule {}
