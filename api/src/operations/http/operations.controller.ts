import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Operations, operationsQuery } from '@petshop/contract';
import type pg from 'pg';
import type { z } from 'zod';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ApiContractQuery, ref } from '../../platform/http/contract-docs.js';
import { minuteOf } from '../../platform/operations/ops-samples.js';
import { OPERATIONS_QUEUE, PAYMENTS_QUEUE } from '../../platform/queues/jobs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { projections } from '../../projections.js';
import { operationsNow } from '../read-models/operations-current.js';
import { operationsSeries, type Sampled, type Steps, stepsEnd } from '../read-models/operations-series.js';

const MINUTE_MS = 60_000;
/** hour: the last 60 minutes, a step each; day: the last 24 hours in 96 steps of 15 minutes (each step sums or takes the worst of its minutes). */
const WINDOWS = { hour: { stepMs: MINUTE_MS, count: 60 }, day: { stepMs: 15 * MINUTE_MS, count: 96 } } as const;

/** The operations page's figures: admins only (staff see the dashboard). */
@ApiTags('admin')
@Controller('admin/operations')
@Auth('admin')
export class OperationsController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @Get()
  @ApiOperation({
    summary:
      'Admins: the last hour (1-minute steps) or day (15-minute steps) of checkouts and revenue, payment outcomes, p50/p99 latency of create and ' +
      'verify-payment, projection lag, queue depths and failed jobs, mails sent and failing, alerts opened and resolved; and each figure now ' +
      'with its bounds and status (ok, warn, bad)',
  })
  @ApiContractQuery(operationsQuery)
  @ApiResponse({ status: 200, schema: ref('Operations') })
  async figures(@Query(new ZodPipe(operationsQuery)) query: z.output<typeof operationsQuery>): Promise<Operations> {
    const now = new Date();
    const { stepMs, count } = WINDOWS[query.window];
    // The last step is the one running now.
    const current = minuteOf(now).getTime();
    const steps: Steps = { from: new Date(current - (current % stepMs) - (count - 1) * stepMs), stepMs, count };
    const sampled: Sampled = { projections: projections.map(({ name }) => name), queues: [PAYMENTS_QUEUE, OPERATIONS_QUEUE] };
    const [points, currentFigures] = await Promise.all([operationsSeries(this.pool, steps, sampled), operationsNow(this.pool, now, sampled)]);
    return {
      window: query.window,
      stepSeconds: stepMs / 1000,
      from: steps.from.toISOString(),
      to: stepsEnd(steps).toISOString(),
      projections: [...sampled.projections],
      queues: [...sampled.queues],
      points,
      current: currentFigures,
    };
  }
}
