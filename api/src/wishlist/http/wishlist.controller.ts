import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { wishlistBody } from '@petshop/contract';
import type { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiAnswer, ApiContractBody, listOf } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { WishlistRepository } from '../wishlist.repository.js';
import { PRODUCT_NOT_FOUND } from '../../catalog/index.js';

/** Kept on the server, so a shopper's wishlist follows them from phone to laptop. */
@ApiTags('wishlist')
@Controller('wishlist')
@Auth('customer')
export class WishlistController {
  constructor(private readonly wishlist: WishlistRepository) {}

  @Get()
  @ApiOperation({ summary: "The caller's wishlist, latest first" })
  @ApiAnswer({ items: listOf('WishlistItem') })
  async list(@CurrentAccount() account: Account) {
    return { status: true, items: await this.wishlist.list(account._id) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a product (adding twice keeps one)' })
  @ApiContractBody('WishlistBody')
  @ApiAnswer({ items: listOf('WishlistItem') })
  async add(@CurrentAccount() account: Account, @Body(new ZodPipe(wishlistBody)) body: z.output<typeof wishlistBody>) {
    if (!UUID.test(body.productId) || !(await this.wishlist.add(account._id, body.productId))) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return { status: true, items: await this.wishlist.list(account._id) };
  }

  @Delete(':productId')
  @ApiOperation({ summary: 'Remove a product (removing what is not there changes nothing)' })
  @ApiAnswer({ items: listOf('WishlistItem') })
  async remove(@CurrentAccount() account: Account, @Param('productId') productId: string) {
    if (UUID.test(productId)) await this.wishlist.remove(account._id, productId);
    return { status: true, items: await this.wishlist.list(account._id) };
  }
}
