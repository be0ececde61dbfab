import type { ContextDescriptor } from '../platform/context.js';

export const adminContext: ContextDescriptor = {
  name: 'admin',
  tables: ['settings'],
  module: async () => (await import('./admin.module.js')).AdminModule,
};
