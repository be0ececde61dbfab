import { Module } from '@nestjs/common';
import { IssueVoucherHandler } from './commands/issue-voucher.js';
import { RedeemVoucherHandler } from './commands/redeem-voucher.js';
import { RestoreVoucherHandler } from './commands/restore-voucher.js';
import { VouchersController } from './http/vouchers.controller.js';

/** Store vouchers: issued by voucher returns, spent at checkout, given back by cancelled or refunded orders. */
@Module({ controllers: [VouchersController], providers: [IssueVoucherHandler, RedeemVoucherHandler, RestoreVoucherHandler] })
export class VouchersModule {}
