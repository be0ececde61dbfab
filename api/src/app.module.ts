import { Module } from '@nestjs/common';
import type { Config } from './platform/config.js';
import { PlatformModule } from './platform/platform.module.js';
import { HealthModule } from './health/health.module.js';

@Module({})
export class AppModule {
  static forRoot(config: Config) {
    return { module: AppModule, imports: [PlatformModule.forRoot(config), HealthModule] };
  }
}
