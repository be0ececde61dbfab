import { Module } from '@nestjs/common';
import type { Config } from './platform/config.js';
import { PlatformModule } from './platform/platform.module.js';
import { CqrsModule } from '@nestjs/cqrs';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/index.js';
import { CatalogModule } from './catalog/index.js';
import { CartModule } from './cart/index.js';
import { WishlistModule } from './wishlist/index.js';
import { AddressesModule } from './addresses/index.js';
import { PaymentsModule } from './payments/payments.module.js';
import { OrderingModule } from './ordering/index.js';
import { QueueBoardModule } from './queue-board/index.js';
import { ReturnsModule } from './returns/index.js';
import { AdminModule } from './admin/index.js';
import { FirstStartModule } from './first-start.module.js';
import { MessagesModule } from './messages/index.js';
import { VouchersModule } from './vouchers/index.js';
import { UPCASTERS } from './upcasters.js';
import { OperationsModule } from './platform/operations/operations.module.js';
import { PrivacyModule } from './privacy/index.js';

@Module({})
export class AppModule {
  static forRoot(config: Config) {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, UPCASTERS),
        CqrsModule.forRoot(),
        HealthModule,
        IdentityModule,
        CatalogModule,
        CartModule,
        WishlistModule,
        AddressesModule,
        PaymentsModule,
        OrderingModule,
        ReturnsModule,
        VouchersModule,
        MessagesModule,
        QueueBoardModule,
        AdminModule,
        OperationsModule,
        PrivacyModule,
        FirstStartModule,
      ],
    };
  }
}
