import type { ContextDescriptor } from '../platform/context.js';
import { eraseAccount, exportAccount } from './personal-data.js';

export const identityContext: ContextDescriptor = {
  name: 'identity',
  tables: ['users', 'password_reset_codes', 'password_reset_tokens'],
  module: async () => (await import('./identity.module.js')).IdentityModule,
  workerCommands: true,
  erase: eraseAccount,
  eraseFromRedis: async (redis, config, { email }) => (await import('./email-counters.js')).forgetEmailCounters(redis, config, email),
  export: exportAccount,
};
