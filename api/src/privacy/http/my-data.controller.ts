import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { Account } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ApiAnswer, ref } from '../../platform/http/contract-docs.js';
import { contexts } from '../../contexts.js';
import { personalDataExport } from '../personal-data-export.js';

/** The right of access: a customer downloads what the shop holds about them. */
@ApiTags('auth')
@Controller('auth/me')
export class MyDataController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('export')
  @Auth('customer')
  @Header('content-disposition', 'attachment; filename="pawsome-supplies-my-data.json"')
  @ApiOperation({
    summary: 'Everything the shop holds about the caller, as a JSON file: account, addresses, orders with their history, returns, vouchers, reviews, mails',
  })
  @ApiAnswer({ data: ref('PersonalDataExport') })
  async export(@CurrentAccount() account: Account): Promise<{ status: true; data: PersonalDataExport }> {
    return { status: true, data: await personalDataExport({ pool: this.pool, store: this.store }, contexts, account._id) };
  }
}
