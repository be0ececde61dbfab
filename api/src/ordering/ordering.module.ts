import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/index.js';
import { CatalogModule } from '../catalog/index.js';
import { CheckoutController } from './http/orders.controller.js';
import { OrderListsController } from './http/order-lists.controller.js';
import { OrderRecordsController } from './http/order-records.controller.js';
import { OrderReader } from './order-reader.js';

@Module({ imports: [CatalogModule, AddressesModule], controllers: [CheckoutController, OrderListsController, OrderRecordsController], providers: [OrderReader] })
export class OrderingModule {}
