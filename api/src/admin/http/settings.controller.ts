import { Body, Controller, Inject, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { storeSettingsBody, type StoreSettings, type StoreSettingsBody } from '@petshop/contract';
import type pg from 'pg';
import type { z } from 'zod';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { UpdateStoreSettingsCommand } from '../commands/update-store-settings.js';
import { readSettings, SETTINGS_ID } from '../read-models/settings.query.js';
import { listQuery } from './staff-list-query.js';
import { StaffList, StaffRecord } from './staff-resource.js';

export const SETTINGS_NOT_FOUND = 'Settings not found';

/** One record, so nothing to filter, and its one sort (react-admin's default) changes nothing: still checked, as every list's. */
const settingsQuery = listQuery({ sortFields: ['id'] }, { filter: {} });

/** The shop's settings, one record `store` (ra-data-simple-rest): staff read them, admins change them. */
@ApiTags('admin')
@Controller('admin/settings')
export class SettingsController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  @StaffList('settings', {
    summary: 'The settings as a list of one (bare array, Content-Range); no filter; sort id',
    answer: 'StoreSettings',
    query: settingsQuery,
  })
  @Auth('staff', 'admin')
  async list(@Query(new ZodPipe(settingsQuery)) _query: z.output<typeof settingsQuery>) {
    return { records: [await readSettings(this.pool)], offset: 0, total: 1 };
  }

  @StaffRecord('StoreSettings', { summary: 'The settings record (id store)', notFound: SETTINGS_NOT_FOUND })
  @Auth('staff', 'admin')
  one(@Param('id') id: string) {
    return id === SETTINGS_ID ? readSettings(this.pool) : null;
  }

  @Put(':id')
  @Auth('admin')
  @ApiOperation({
    summary: 'Change the settings (admins): siteName, supportEmail, monthlyOrderGoal, and any of carriers, legalName, address, gstin, invoicePrefix, hsnCodes',
  })
  @ApiContractBody('StoreSettingsBody')
  @ApiResponse({ status: 200, schema: ref('StoreSettings') })
  async update(
    @Param('id') id: string,
    @Body(new ZodPipe(storeSettingsBody)) body: StoreSettingsBody,
    @CurrentAccount() account: Account,
  ): Promise<StoreSettings> {
    if (id !== SETTINGS_ID) throw new Rejection('not_found', SETTINGS_NOT_FOUND);
    const { id: _id, updatedAt: _at, ...settings } = body;
    await this.commands.execute(new UpdateStoreSettingsCommand(settings, actorOf(account)));
    return readSettings(this.pool);
  }
}
