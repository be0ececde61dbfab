import { Module } from '@nestjs/common';
import { ChangeReturnStatusHandler } from './commands/change-return-status.js';
import { ReleaseReturnedOrdersHandler } from './commands/release-returned-orders.js';
import { RequestReturnHandler } from './commands/request-return.js';
import { ReturnsController } from './http/returns.controller.js';

@Module({ controllers: [ReturnsController], providers: [RequestReturnHandler, ChangeReturnStatusHandler, ReleaseReturnedOrdersHandler] })
export class ReturnsModule {}
