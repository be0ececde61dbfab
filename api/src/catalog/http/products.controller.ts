import { Controller, Get, Header, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiError } from '../../platform/http/http-errors.filter.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { ProductsQuery } from '../read-models/products.query.js';

const MAX_LIMIT = 100;
const page = z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be 1 or more').default(1);
const limit = (fallback: number) =>
  z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be 1 or more').default(fallback)
    .transform((value) => Math.min(value, MAX_LIMIT)); // a limit above the maximum is the maximum

// Query strings are read leniently (unknown parameters such as cache-busters are ignored).
const listQuery = z.object({
  q: z.string().trim().max(100, 'q is too long').optional().transform((value) => value || undefined),
  category: z.string().trim().max(60).optional().transform((value) => value || undefined),
  page,
  limit: limit(24),
  sort: z.enum(['newest', 'price_asc', 'price_desc', 'rating'], { error: 'sort must be newest, price_asc, price_desc or rating' }).default('newest'),
});
const reviewsQuery = z.object({ page, limit: limit(3) });

const PRODUCT_NOT_FOUND = 'Product not found';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsQuery) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Search, filter, sort and page the catalogue' })
  list(@Query(new ZodPipe(listQuery)) query: z.output<typeof listQuery>) {
    return this.products.listJson(query);
  }

  @Get(':id')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'One product with its latest reviews' })
  async get(@Param('id') id: string) {
    const body = UUID.test(id) ? await this.products.productJson(id) : null;
    if (!body) throw new ApiError(HttpStatus.NOT_FOUND, PRODUCT_NOT_FOUND);
    return body;
  }

  @Get(':id/reviews')
  @ApiOperation({ summary: "A product's visible reviews, newest first" })
  async reviews(@Param('id') id: string, @Query(new ZodPipe(reviewsQuery)) query: z.output<typeof reviewsQuery>) {
    if (!UUID.test(id) || !(await this.products.find(id))) throw new ApiError(HttpStatus.NOT_FOUND, PRODUCT_NOT_FOUND);
    const { reviews, total } = await this.products.reviews(id, query.page, query.limit);
    return { status: true, reviews, pagination: { page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit), totalReviews: total } };
  }
}
