import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Dashboard } from '@petshop/contract';
import type pg from 'pg';
import { openAlertCounts } from '../../platform/alerts/alerts.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ref } from '../../platform/http/contract-docs.js';
import { Jobs } from '../../platform/queues/jobs.js';
import { withinMs } from '../../platform/time-limit.js';
import { dashboardFigures } from '../read-models/dashboard.query.js';

/** Redis being away must not take the dashboard with it: the failed-jobs count is then null. */
const FAILED_JOBS_TIMEOUT_MS = 1_000;

/** The console's dashboard: the read models' figures, the failed jobs and the open alerts. */
@ApiTags('admin')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(Jobs) private readonly jobs: Jobs,
  ) {}

  @Get()
  @Auth('staff', 'admin')
  @ApiOperation({
    summary:
      'Dashboard figures (UTC days): orders and revenue (paid less refunded, by placement day) today and this month, progress toward monthlyOrderGoal, ' +
      'orders by status, payments pending, returns open, revenue per day for 30 days, latest 5 orders, failed jobs, open alerts',
  })
  @ApiResponse({ status: 200, schema: ref('Dashboard') })
  async figures(): Promise<Dashboard> {
    const [figures, failedJobs, alerts] = await Promise.all([dashboardFigures(this.pool, new Date()), this.failedJobs(), openAlertCounts(this.pool)]);
    return { ...figures, failedJobs, openAlerts: Object.values(alerts).reduce((sum, count) => sum + count, 0) };
  }

  private failedJobs(): Promise<number | null> {
    return withinMs(this.jobs.failedCount(), FAILED_JOBS_TIMEOUT_MS, 'The job queue').catch(() => null);
  }
}
