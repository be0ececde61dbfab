import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../platform/config.js';
import { Jobs } from '../platform/queues/jobs.js';
import { PAYMENT_GATEWAY } from '../ordering/index.js';
import { HandleProviderEventHandler } from './commands/handle-provider-event.js';
import { CheckoutScriptController } from './http/checkout-script.controller.js';
import { WebhookController } from './http/webhook.controller.js';
import { createPaymentsProvider, PAYMENTS_PROVIDER } from './payments-provider.js';

/** The payment provider (Razorpay or its sandbox) as ordering's payment gateway, its webhooks, and the job queues the payment flow runs on. */
@Global()
@Module({
  controllers: [WebhookController, CheckoutScriptController],
  providers: [
    { provide: PAYMENTS_PROVIDER, inject: [CONFIG], useFactory: (config: Config) => createPaymentsProvider(config) },
    // Ordering's port, implemented here: ordering never imports this context.
    { provide: PAYMENT_GATEWAY, useExisting: PAYMENTS_PROVIDER },
    HandleProviderEventHandler,
    {
      provide: Jobs,
      inject: [CONFIG],
      useFactory: (config: Config) => new Jobs(config),
    },
  ],
  exports: [PAYMENTS_PROVIDER, PAYMENT_GATEWAY, Jobs],
})
export class PaymentsModule implements OnApplicationShutdown {
  constructor(@Inject(Jobs) private readonly jobs: Jobs) {}

  onApplicationShutdown() {
    return this.jobs.close();
  }
}
