import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { AlertsController } from './http/alerts.controller.js';
import { AuditController } from './http/audit.controller.js';
import { CustomersController } from './http/customers.controller.js';
import { DashboardController } from './http/dashboard.controller.js';
import { MailsController } from './http/mails.controller.js';
import { AdminProductsController } from './http/admin-products.controller.js';
import { OrderProviderController } from './http/order-provider.controller.js';
import { AdminOrdersController } from './http/admin-orders.controller.js';
import { AdminCreditNotesController, AdminInvoicesController } from './http/admin-documents.controller.js';
import { AdminReturnsController } from './http/admin-returns.controller.js';
import { ReadModelChecksController } from './http/read-model-checks.controller.js';
import { AdminReviewsController } from './http/admin-reviews.controller.js';
import { SettingsController } from './http/settings.controller.js';
import { StaffController } from './http/staff.controller.js';
import { UploadsController } from './http/uploads.controller.js';
import { ResendMailHandler } from './commands/resend-mail.js';
import { UpdateStoreSettingsHandler } from './commands/update-store-settings.js';
import { UploadQuota } from './uploads/upload-quota.js';
import { ReadModelCheckQueue } from './read-model-check-queue.js';

/** The staff console's own surface under /api/admin. */
@Module({
  imports: [CatalogModule],
  controllers: [
    AlertsController,
    AdminProductsController,
    AdminOrdersController,
    OrderProviderController,
    DashboardController,
    StaffController,
    CustomersController,
    AdminReviewsController,
    AdminReturnsController,
    AdminInvoicesController,
    AdminCreditNotesController,
    SettingsController,
    UploadsController,
    AuditController,
    MailsController,
    ReadModelChecksController,
  ],
  providers: [UpdateStoreSettingsHandler, ResendMailHandler, UploadQuota, ReadModelCheckQueue],
})
export class AdminModule {}
