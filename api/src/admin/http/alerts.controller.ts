import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { ALERT_SORT_FIELDS, listAlerts } from '../../platform/alerts/alerts.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ApiContractQuery } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

const alertsQuery = listQuery({
  filter: z.object({ open: z.boolean().optional(), kind: z.enum(['reconciliation', 'refund', 'webhook', 'mail']).optional() }).default({}),
  sort: { fields: ALERT_SORT_FIELDS },
});

/**
 * What the shop could not do by itself: orders reconciliation cannot settle, refunds the provider
 * keeps refusing, webhooks that could not be applied, mail the SMTP server keeps refusing. Open
 * ones first, newest first, unless `sort` says otherwise (`filter={"open":false}` lists resolved ones too).
 */
@ApiTags('admin')
@Controller('admin/alerts')
export class AlertsController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @Get()
  @Auth('staff', 'admin')
  @ApiOperation({
    summary:
      'Alerts for staff, ra-data-simple-rest list (bare array, Content-Range); filter open, kind; sort id, kind, orderId, attempts, firstAt, lastAt, nextAttemptAt, resolvedAt',
  })
  @ApiContractQuery(alertsQuery)
  async list(@Query(new ZodPipe(alertsQuery)) query: z.output<typeof alertsQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { offset, limit } = pageOf(query.range);
    const { alerts, total } = await listAlerts(this.pool, { open: query.filter.open ?? true, kind: query.filter.kind, sort: query.sort, offset, limit });
    sendContentRange(reply, 'alerts', offset, alerts.length, total);
    return alerts;
  }
}
