import { Module } from '@nestjs/common';
import { AlertsController } from './http/alerts.controller.js';

/** The staff console's own surface under /api/admin. */
@Module({ controllers: [AlertsController] })
export class AdminModule {}
