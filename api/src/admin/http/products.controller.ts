import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { productCreateBody, type ProductChange, type ProductCreateBody, productUpdateBody, type ProductUpdateBody, stockStatusSchema } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CreateProductCommand, DeleteProductCommand, PRODUCT_NOT_FOUND, type Product, StaffProductsQuery, UpdateProductCommand } from '../../catalog/index.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractBody, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

const productsQuery = listQuery({
  filter: z
    .object({
      q: z.string().trim().max(100).optional(),
      category: z.string().trim().max(60).optional(),
      stockStatus: stockStatusSchema.optional(),
      id: z.union([z.string(), z.array(z.string()).max(100)]).optional(),
    })
    .default({}),
  sort: { fields: ['id', 'name', 'price', 'stock', 'createdAt'], default: ['createdAt', 'DESC'] },
});

/** The catalogue for staff (ra-data-simple-rest): bare Products; every write is recorded with who and when. */
@ApiTags('admin')
@Controller('admin/products')
@Auth('staff', 'admin')
export class ProductsAdminController {
  constructor(
    private readonly products: StaffProductsQuery,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Products (bare array, Content-Range); filter q over name, SKU and category, category, stockStatus, id' })
  @ApiContractQuery(productsQuery)
  @ApiResponse({ status: 200, schema: listOf('Product'), description: 'Content-Range: products from-to/total' })
  async list(@Query(new ZodPipe(productsQuery)) query: z.output<typeof productsQuery>, @Res({ passthrough: true }) reply: FastifyReply): Promise<Product[]> {
    const { offset, limit } = pageOf(query.range);
    const { q, category, stockStatus, id } = query.filter;
    const ids = id === undefined ? undefined : [id].flat().filter((one) => UUID.test(one));
    const [sort, order] = query.sort!;
    const { products, total } = await this.products.list({ q: q || undefined, category: category || undefined, stockStatus, ids, sort, order, offset, limit });
    sendContentRange(reply, 'products', offset, products.length, total);
    return products;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiResponse({ status: 200, schema: ref('Product') })
  async one(@Param('id') id: string): Promise<Product> {
    const product = UUID.test(id) ? await this.products.find(id) : null;
    if (!product) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return product;
  }

  @Get(':id/changes')
  @ApiOperation({ summary: 'Who changed the product, when, and which fields (bare array, newest first); kept after it is deleted' })
  @ApiResponse({ status: 200, schema: listOf('ProductChange') })
  changes(@Param('id') id: string): Promise<ProductChange[]> {
    return UUID.test(id) ? this.products.changes(id) : Promise.resolve([]);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a product (read-only keys ignored, unknown ones 400, a taken slug or SKU 409)' })
  @ApiContractBody('ProductCreateBody')
  @ApiResponse({ status: 201, schema: ref('Product') })
  create(@Body(new ZodPipe(productCreateBody)) body: ProductCreateBody, @CurrentAccount() account: Account): Promise<Product> {
    return this.commands.execute(new CreateProductCommand(body, actorOf(account)));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a product: the keys sent replace its own (read-only keys ignored); the storefront shows it at once' })
  @ApiContractBody('ProductUpdateBody')
  @ApiResponse({ status: 200, schema: ref('Product') })
  update(@Param('id') id: string, @Body(new ZodPipe(productUpdateBody)) body: ProductUpdateBody, @CurrentAccount() account: Account): Promise<Product> {
    return this.commands.execute(new UpdateProductCommand(id, body, actorOf(account)));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Take a product out of the catalogue and answer it as it was; orders keep their own copy of their lines' })
  @ApiResponse({ status: 200, schema: ref('Product') })
  remove(@Param('id') id: string, @CurrentAccount() account: Account): Promise<Product> {
    return this.commands.execute(new DeleteProductCommand(id, actorOf(account)));
  }
}
