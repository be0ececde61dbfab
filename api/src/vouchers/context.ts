import type { ContextDescriptor } from '../platform/context.js';
import { accountIdOnly } from '../platform/event-store/upcasters.js';
import { vouchersProjection } from './read-models/vouchers/vouchers.projection.js';
import { isVoucherEvent } from './voucher-event-guard.js';

export const vouchersContext: ContextDescriptor = {
  name: 'vouchers',
  tables: ['vouchers', 'voucher_redemptions'],
  module: async () => (await import('./vouchers.module.js')).VouchersModule,
  workerCommands: true,
  eventGuards: [isVoucherEvent],
  projections: [vouchersProjection],
  upcasters: [accountIdOnly('VoucherIssued', 'owner')],
  mails: async () => (await import('./voucher-mails.js')).voucherMails,
  // Folded from their streams, as the customer's own list of vouchers is.
  export: async ({ db, store }, { customerId }) => {
    const { customerVouchers } = await import('./read-models/vouchers/vouchers.query.js');
    return { vouchers: await customerVouchers({ pool: db, store }, customerId) };
  },
};
