import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addToCartBody, cartQuantityBody } from '@petshop/contract';
import type pg from 'pg';
import type { z } from 'zod';
import { ProductsQuery } from '../../catalog/index.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ApiAnswer, ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { cartSettledBy } from '../cart.js';
import type { ProductFacts } from '../cart.decider.js';
import { currentCart } from '../cart-sessions.js';
import { ChangeCartCommand } from '../commands/change-cart.js';
import { viewCart } from '../read-models/cart-view.js';
import { PRODUCT_NOT_FOUND } from '../../catalog/index.js';
import { CONFIG, type Config } from '../../platform/config.js';

@ApiTags('cart')
@Controller('cart')
@Auth('customer')
export class CartController {
  constructor(
    private readonly commands: CommandBus,
    private readonly products: ProductsQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(CONFIG) private readonly config: Pick<Config, 'UNITS_PER_PRODUCT_PER_ORDER'>,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's cart (once a paid order's emptying of it is done)" })
  @ApiAnswer({ cart: ref('Cart') })
  async get(@CurrentAccount() account: Account) {
    await this.readYourWrites.settle(cartSettledBy(account._id));
    const { loaded } = await currentCart(this.store, account._id);
    return { status: true, cart: await viewCart(this.pool, loaded.state) };
  }

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a product (adds to its quantity when already in the cart)' })
  @ApiContractBody('AddToCartBody')
  @ApiAnswer({ cart: ref('Cart') }, { message: true })
  async add(@CurrentAccount() account: Account, @Body(new ZodPipe(addToCartBody)) body: z.output<typeof addToCartBody>) {
    const product = await this.facts(body.productId);
    const cart = await this.commands.execute(
      new ChangeCartCommand(account, { type: 'AddItem', product, quantity: body.quantity, color: body.color, size: body.size }),
    );
    return { status: true, message: 'product item added in the cart successfull', cart };
  }

  @Patch('items/:productId')
  @ApiOperation({ summary: "Set a line's quantity" })
  @ApiContractBody('CartQuantityBody')
  @ApiAnswer({ cart: ref('Cart') })
  async setQuantity(
    @CurrentAccount() account: Account,
    @Param('productId') productId: string,
    @Body(new ZodPipe(cartQuantityBody)) body: z.output<typeof cartQuantityBody>,
  ) {
    const product = await this.facts(productId);
    const cart = await this.commands.execute(new ChangeCartCommand(account, { type: 'ChangeQuantity', product, quantity: body.quantity }));
    return { status: true, cart };
  }

  @Delete('remove/:productId')
  @ApiOperation({ summary: 'Remove a line' })
  @ApiAnswer({ cart: ref('Cart') }, { message: true })
  async remove(@CurrentAccount() account: Account, @Param('productId') productId: string) {
    const cart = await this.commands.execute(new ChangeCartCommand(account, { type: 'RemoveItem', productId }));
    return { status: true, message: 'Item removed from cart', cart };
  }

  @Delete()
  @ApiOperation({ summary: 'Empty the cart' })
  @ApiAnswer({ cart: ref('Cart') })
  async clear(@CurrentAccount() account: Account) {
    const cart = await this.commands.execute(new ChangeCartCommand(account, { type: 'ClearCart', reason: 'customer' }));
    return { status: true, cart };
  }

  private async facts(productId: string): Promise<ProductFacts> {
    const product = UUID.test(productId) ? await this.products.find(productId) : null;
    if (!product) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return {
      productId: product._id,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? null,
      stock: product.stock,
      available: product.stockStatus !== 'out-of-stock',
      maxPerOrder: this.config.UNITS_PER_PRODUCT_PER_ORDER,
    };
  }
}
