import { Module } from '@nestjs/common';
import { OperationsController } from './http/operations.controller.js';
import { LatencyFlusher } from './latency-flusher.js';

/** How the shop is doing: the console's operations page and the figures only the API can measure. */
@Module({ controllers: [OperationsController], providers: [LatencyFlusher] })
export class OperationsModule {}
