import { eventGuard } from '../platform/event-sourcing/event-guard.js';
import type { VoucherEvent } from './events.js';

/** A voucher's event, whoever reads it: every type of the union, named once. */
export const isVoucherEvent = eventGuard<VoucherEvent>({ VoucherIssued: true, VoucherRedeemed: true, VoucherRestored: true });
