import { Module } from '@nestjs/common';
import { ReturnsController } from './http/returns.controller.js';

@Module({ controllers: [ReturnsController] })
export class ReturnsModule {}
