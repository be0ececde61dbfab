// Vouchers' public surface: its module, the commands returns (issue), ordering (redeem) and the
// worker's reactions (restore) dispatch, and its read model for the projections runner.
export { VouchersModule } from './vouchers.module.js';
export { IssueVoucherCommand, type VoucherIssue } from './commands/issue-voucher.js';
export { RedeemVoucherCommand, type VoucherRedemptionRequest } from './commands/redeem-voucher.js';
export { RestoreVoucherCommand, type VoucherRestore } from './commands/restore-voucher.js';
export type { RestoreReason } from './events.js';
export { voucherStream } from './voucher.js';
export { VOUCHER_NOT_FOUND, VOUCHER_SPENT } from './voucher.decider.js';
export { vouchersProjection } from './read-models/vouchers/vouchers.projection.js';
export { voucherStreamEvent } from './voucher-stream-event.js';
export { isVoucherEvent } from './voucher-event-guard.js';
export { customerVouchers } from './read-models/vouchers/vouchers.query.js';
