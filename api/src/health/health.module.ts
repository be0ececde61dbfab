import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [PaymentsModule], controllers: [HealthController] })
export class HealthModule {}
