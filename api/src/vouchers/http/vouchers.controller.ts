import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { VOUCHER_CODE } from '@petshop/contract';
import type pg from 'pg';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ApiAnswer, listOf, ref } from '../../platform/http/contract-docs.js';
import { customerVouchers } from '../read-models/vouchers/vouchers.query.js';
import { voucherStream } from '../voucher.js';
import { ownedVoucher, VOUCHER_NOT_FOUND, voucherDecider } from '../voucher.decider.js';

/** The shopper's store vouchers: what each was worth, what is left, and the orders it paid toward. */
@ApiTags('vouchers')
@Controller('vouchers')
@Auth('customer')
export class VouchersController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's store vouchers, newest first, with their balances and the orders they paid toward" })
  @ApiAnswer({ data: listOf('Voucher') })
  async list(@CurrentAccount() account: Account) {
    return { status: true, data: await customerVouchers({ pool: this.pool, store: this.store }, account._id) };
  }

  @Get(':code')
  @ApiOperation({ summary: "One of the caller's vouchers and its balance (404 for an unknown code or another shopper's)" })
  @ApiAnswer({ voucher: ref('VoucherBalance') })
  async balance(@CurrentAccount() account: Account, @Param('code') code: string) {
    const normalised = code.trim().toUpperCase();
    if (!VOUCHER_CODE.test(normalised)) throw new Rejection('not_found', VOUCHER_NOT_FOUND);
    const { state } = await loadState(this.store, voucherStream(normalised), voucherDecider);
    const voucher = ownedVoucher(state, account._id);
    return { status: true, voucher: { code: voucher.code, balance: voucher.balance } };
  }
}
