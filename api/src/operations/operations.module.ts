import { Module } from '@nestjs/common';
import { OperationsController } from './http/operations.controller.js';
import { LatencyFlusher } from '../platform/operations/latency-flusher.js';

/** How the shop is doing: the console's operations page, and the latencies only the API can measure (LatencyFlusher). */
@Module({ controllers: [OperationsController], providers: [LatencyFlusher] })
export class OperationsModule {}
