import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../platform/config.js';
import { Jobs } from '../platform/queues/jobs.js';
import { WebhookController } from './http/webhook.controller.js';
import { createPaymentsProvider, PAYMENTS_PROVIDER } from './payments-provider.js';

/** The payment provider (Razorpay or its sandbox) and the job queues the payment flow runs on. */
@Global()
@Module({
  controllers: [WebhookController],
  providers: [
    { provide: PAYMENTS_PROVIDER, inject: [CONFIG], useFactory: (config: Config) => createPaymentsProvider(config) },
    {
      provide: Jobs,
      inject: [CONFIG],
      useFactory: (config: Config) => new Jobs(config),
    },
  ],
  exports: [PAYMENTS_PROVIDER, Jobs],
})
export class PaymentsModule implements OnApplicationShutdown {
  constructor(@Inject(Jobs) private readonly jobs: Jobs) {}

  onApplicationShutdown() {
    return this.jobs.close();
  }
}
