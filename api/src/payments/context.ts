import type { ContextDescriptor } from '../platform/context.js';
import { eraseFromProviderEvents } from './personal-data.js';

export const paymentsContext: ContextDescriptor = {
  name: 'payments',
  tables: ['provider_events'],
  module: async () => (await import('./payments.module.js')).PaymentsModule,
  workerCommands: true,
  erase: eraseFromProviderEvents,
};
