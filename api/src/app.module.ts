import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { contexts, loadModules, upcastersOf } from './contexts.js';
import { FirstStartModule } from './first-start.module.js';
import { HealthModule } from './health/health.module.js';
import type { ContextDescriptor } from './platform/context.js';
import type { Config } from './platform/config.js';
import { OperationsModule } from './operations/operations.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { PrivacyModule } from './privacy/index.js';
import { QueueBoardModule } from './queue-board/index.js';

@Module({})
export class AppModule {
  /** The API: the platform, every context's module (contexts.ts), and the API's own health, queue board, operations, privacy and first start. */
  static async forRoot(config: Config, list: readonly ContextDescriptor[] = contexts) {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, upcastersOf(list)),
        CqrsModule.forRoot(),
        HealthModule,
        ...(await loadModules(list)),
        QueueBoardModule,
        OperationsModule,
        PrivacyModule,
        FirstStartModule,
      ],
    };
  }
}
