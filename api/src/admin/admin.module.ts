import { Module } from '@nestjs/common';
import { UpdateStoreSettingsHandler } from './commands/update-store-settings.js';
import { AlertsController } from './http/alerts.controller.js';
import { CustomersController } from './http/customers.controller.js';
import { DashboardController } from './http/dashboard.controller.js';
import { AdminOrdersController } from './http/orders.controller.js';
import { AdminReviewsController } from './http/reviews.controller.js';
import { SettingsController } from './http/settings.controller.js';
import { StaffController } from './http/staff.controller.js';

/** The staff console's own surface under /api/admin. */
@Module({
  controllers: [AlertsController, AdminOrdersController, DashboardController, StaffController, CustomersController, AdminReviewsController, SettingsController],
  providers: [UpdateStoreSettingsHandler],
})
export class AdminModule {}
