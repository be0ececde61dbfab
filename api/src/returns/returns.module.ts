import { Module } from '@nestjs/common';
import { ChangeReturnStatusHandler } from './commands/change-return-status.js';
import { RequestReturnHandler } from './commands/request-return.js';
import { ReturnsController } from './http/returns.controller.js';

@Module({ controllers: [ReturnsController], providers: [RequestReturnHandler, ChangeReturnStatusHandler] })
export class ReturnsModule {}
