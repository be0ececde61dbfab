import type { ContextDescriptor } from '../platform/context.js';
import { accountIdOnly } from '../platform/event-store/upcasters.js';
import { returnsProjection } from './read-models/returns/returns.projection.js';
import { isReturnEvent } from './return-event-guard.js';

export const returnsContext: ContextDescriptor = {
  name: 'returns',
  tables: ['returns', 'returned_order_products'],
  module: async () => (await import('./returns.module.js')).ReturnsModule,
  workerCommands: true,
  eventGuards: [isReturnEvent],
  projections: [returnsProjection],
  upcasters: [accountIdOnly('ReturnRequested', 'customer')],
  reactions: async () => (await import('./return-reactions.js')).returnReactions,
  mails: async () => (await import('./return-mails.js')).returnMails,
  export: async ({ db }, { customerId }) => ({ returns: await (await import('./read-models/returns/returns.query.js')).customerReturns(db, customerId) }),
};
