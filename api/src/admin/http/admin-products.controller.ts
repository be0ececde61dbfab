import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { productCreateBody, type ProductChange, type ProductCreateBody, productUpdateBody, type ProductUpdateBody, stockStatusSchema } from '@petshop/contract';
import {
  CreateProductCommand,
  DeleteProductCommand,
  PRODUCT_NOT_FOUND,
  type Product,
  productChanges,
  staffProducts,
  UpdateProductCommand,
} from '../../catalog/index.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { ApiContractBody, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { oneOf, recordIds, text } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

/** The catalogue for staff (ra-data-simple-rest): bare Products; every write is recorded with who and when. */
@ApiTags('admin')
@Controller('admin/products')
@Auth('staff', 'admin')
export class AdminProductsController extends StaffResource(staffProducts, {
  resource: 'products',
  answer: 'Product',
  list: {
    summary: 'Products (bare array, Content-Range); filter q over name, SKU and category, category, stockStatus, id',
    filter: {
      q: text(),
      category: text(60),
      stockStatus: oneOf(stockStatusSchema),
      id: recordIds,
    },
    sort: ['createdAt', 'DESC'],
  },
  one: { summary: 'One product', notFound: PRODUCT_NOT_FOUND },
}) {
  @Inject() private readonly commands!: CommandBus;

  @Get(':id/changes')
  @ApiOperation({ summary: 'Who changed the product, when, and which fields (bare array, newest first); kept after it is deleted' })
  @ApiResponse({ status: 200, schema: listOf('ProductChange') })
  changes(@Param('id') id: string): Promise<ProductChange[]> {
    return productChanges(this.pool, id);
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
