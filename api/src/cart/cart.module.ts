import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ChangeCartHandler } from './commands/change-cart.js';
import { EmptyCartAfterCheckoutHandler } from './commands/empty-cart-after-checkout.js';
import { CartController } from './http/cart.controller.js';

@Module({ imports: [CatalogModule], controllers: [CartController], providers: [ChangeCartHandler, EmptyCartAfterCheckoutHandler] })
export class CartModule {}
