import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { productListQuery, reviewListQuery } from '@petshop/contract';
import type { z } from 'zod';
import { ApiAnswer, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { ProductsQuery } from '../read-models/products.query.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { PRODUCT_NOT_FOUND } from '../messages.js';

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsQuery) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Search, filter, sort and page the catalogue' })
  @ApiContractQuery(productListQuery)
  @ApiAnswer({ products: listOf('Product'), pagination: ref('ProductPagination') })
  list(@Query(new ZodPipe(productListQuery)) query: z.output<typeof productListQuery>) {
    return this.products.listJson(query);
  }

  @Get(':id')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'One product with its latest reviews' })
  @ApiAnswer({ product: ref('Product') })
  async get(@Param('id') id: string) {
    const body = UUID.test(id) ? await this.products.productJson(id) : null;
    if (!body) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return body;
  }

  @Get(':id/reviews')
  @ApiOperation({ summary: "A product's visible reviews, newest first" })
  @ApiContractQuery(reviewListQuery)
  @ApiAnswer({ reviews: listOf('Review'), pagination: ref('ReviewPagination') })
  async reviews(@Param('id') id: string, @Query(new ZodPipe(reviewListQuery)) query: z.output<typeof reviewListQuery>) {
    if (!UUID.test(id) || !(await this.products.find(id))) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    const { reviews, total } = await this.products.reviews(id, query.page, query.limit);
    return { status: true, reviews, pagination: { page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit), totalReviews: total } };
  }
}
