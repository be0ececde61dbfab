import type { ContextDescriptor } from '../platform/context.js';
import { eraseMessages, exportMessages } from './personal-data.js';

export const messagesContext: ContextDescriptor = {
  name: 'messages',
  tables: ['newsletter_subscriptions', 'contact_messages'],
  module: async () => (await import('./messages.module.js')).MessagesModule,
  erase: eraseMessages,
  export: exportMessages,
};
