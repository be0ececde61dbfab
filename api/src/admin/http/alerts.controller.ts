import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { listAlerts } from '../../platform/alerts/alerts.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ZodPipe } from '../../platform/http/validation.js';

const MAX_PAGE = 100;

/** react-admin's list parameters as ra-data-simple-rest sends them: JSON in the query string. */
const jsonParam = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return schema.parse(text === undefined ? undefined : JSON.parse(text)) as z.output<Schema>;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON of the expected shape' });
        return z.NEVER;
      }
    });

const alertsQuery = z.object({
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).default([0, 24])),
  filter: jsonParam(z.object({ open: z.boolean().optional(), kind: z.enum(['reconciliation', 'refund', 'webhook']).optional() }).default({})),
  sort: z.string().optional(),
});

/**
 * What the shop could not do by itself: orders reconciliation cannot settle, refunds the provider
 * keeps refusing, webhooks that could not be applied. Open ones first (`filter={"open":false}`
 * lists resolved ones too).
 */
@ApiTags('admin')
@Controller('admin/alerts')
export class AlertsController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @Get()
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'Alerts for staff, ra-data-simple-rest list (bare array, Content-Range)' })
  async list(@Query(new ZodPipe(alertsQuery)) query: z.output<typeof alertsQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const [from, to] = query.range;
    const limit = Math.max(0, Math.min(to - from + 1, MAX_PAGE));
    const { alerts, total } = await listAlerts(this.pool, { open: query.filter.open ?? true, kind: query.filter.kind, offset: from, limit });
    void reply.header('Content-Range', `alerts ${from}-${from + Math.max(alerts.length - 1, 0)}/${total}`);
    return alerts;
  }
}
