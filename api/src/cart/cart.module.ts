import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ChangeCartHandler } from './commands/change-cart.js';
import { ClearCartForOrderHandler } from './commands/clear-cart-for-order.js';
import { CartController } from './http/cart.controller.js';

@Module({ imports: [CatalogModule], controllers: [CartController], providers: [ChangeCartHandler, ClearCartForOrderHandler] })
export class CartModule {}
