import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { productListQuery, reviewListQuery } from '@petshop/contract';
import { CATALOGUE_CACHE_CONTROL } from '@petshop/contract/freshness';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EncodesItsOwnAnswers } from '../../platform/http/compression.js';
import { ApiAnswer, ApiContractQuery, ApiPublicCaching, listOf, PUBLIC_CACHING_HEADERS, ref } from '../../platform/http/contract-docs.js';
import { sendReady } from '../../platform/http/send-ready.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { ProductsQuery } from '../read-models/products.query.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { PRODUCT_NOT_FOUND } from '../messages.js';

/** The public catalogue: ready answers (ETag, compressed once), which the fast path sends again while they are kept. */
@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsQuery) {}

  @Get()
  @ApiOperation({
    summary: 'Search, filter, sort and page the catalogue',
    description: 'Each product is a Product, or a ProductCard (no reviews, options or long texts) with view=card: the lists of the storefront.',
  })
  @ApiContractQuery(productListQuery)
  @ApiAnswer(
    { products: { oneOf: [listOf('Product'), listOf('ProductCard')], description: 'ProductCard items with view=card' }, pagination: ref('ProductPagination') },
    { headers: PUBLIC_CACHING_HEADERS },
  )
  @ApiPublicCaching()
  @EncodesItsOwnAnswers()
  async list(@Query(new ZodPipe(productListQuery)) query: z.output<typeof productListQuery>, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendReady(request, reply, await this.products.listAnswer(query), CATALOGUE_CACHE_CONTROL);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product with its latest reviews' })
  @ApiAnswer({ product: ref('Product') }, { headers: PUBLIC_CACHING_HEADERS })
  @ApiPublicCaching()
  @EncodesItsOwnAnswers()
  async get(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const answer = UUID.test(id) ? await this.products.productAnswer(id) : null;
    if (!answer) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return sendReady(request, reply, answer, CATALOGUE_CACHE_CONTROL);
  }

  @Get(':id/reviews')
  @ApiOperation({ summary: "A product's visible reviews, newest first" })
  @ApiContractQuery(reviewListQuery)
  @ApiAnswer({ reviews: listOf('Review'), pagination: ref('ReviewPagination') }, { headers: PUBLIC_CACHING_HEADERS })
  @ApiPublicCaching()
  @EncodesItsOwnAnswers()
  async reviews(
    @Param('id') id: string,
    @Query(new ZodPipe(reviewListQuery)) query: z.output<typeof reviewListQuery>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const answer = UUID.test(id) ? await this.products.reviewsAnswer(id, query.page, query.limit) : null;
    if (!answer) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return sendReady(request, reply, answer, CATALOGUE_CACHE_CONTROL);
  }
}
