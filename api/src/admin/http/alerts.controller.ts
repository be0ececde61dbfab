import { Controller, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { alertKindSchema } from '@petshop/contract';
import type pg from 'pg';
import { z } from 'zod';
import { staffAlerts } from '../../platform/alerts/alerts.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { flag, oneOf, withDefault } from './list-filters.js';
import { listQuery } from './staff-list-query.js';
import { StaffList } from './staff-resource.js';

const alertsQuery = listQuery(staffAlerts, { filter: { open: withDefault(flag, true), kind: oneOf(alertKindSchema) } });

/**
 * What the shop could not do by itself: orders reconciliation cannot settle, refunds the provider
 * keeps refusing, webhooks that could not be applied, mail the SMTP server keeps refusing. Open
 * ones first, newest first, unless `sort` says otherwise (`filter={"open":false}` lists resolved ones too).
 */
@ApiTags('admin')
@Controller('admin/alerts')
export class AlertsController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @StaffList('alerts', {
    summary:
      'Alerts for staff, ra-data-simple-rest list (bare array, Content-Range); filter open, kind; sort id, kind, orderId, attempts, firstAt, lastAt, nextAttemptAt, resolvedAt',
    query: alertsQuery,
  })
  @Auth('staff', 'admin')
  list(@Query(new ZodPipe(alertsQuery)) query: z.output<typeof alertsQuery>) {
    return staffAlerts.page(this.pool, query);
  }
}
