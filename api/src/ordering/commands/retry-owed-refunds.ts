import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { dueAlerts } from '../../platform/alerts/alerts.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Jobs } from '../../platform/queues/jobs.js';
import { refundJobId } from './process-refund.js';

const BATCH = 100;

/**
 * Refunds owed whose jobs gave up are sent again once their next attempt is due (the alert raised
 * at the give-up spaces them out). Money kept after a cancellation is never left there: a refund
 * is retried until it goes through, and stays in staff's alerts while it does not. A refund owed
 * whose job Redis no longer has (Redis was lost, with every job in it) gets its job again; one
 * whose job is still there, waiting, retrying or failed, is left to it.
 */
export class RetryOwedRefundsCommand extends Command<{ requeued: number }> {}

@CommandHandler(RetryOwedRefundsCommand)
export class RetryOwedRefundsHandler implements ICommandHandler<RetryOwedRefundsCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly jobs: Jobs,
  ) {}

  async execute(): Promise<{ requeued: number }> {
    let requeued = 0;
    for (const { key, orderId } of await dueAlerts(this.pool, 'refund', BATCH)) {
      if (!orderId) continue;
      const refundKey = key.slice('refund:'.length);
      if ((await this.jobs.requeue('refund', refundJobId(refundKey), { orderId, refundKey })) === 'queued') requeued++;
    }
    const { rows } = await this.pool.query<{ orderId: string; refundKey: string }>(
      'SELECT order_id AS "orderId", refund_key AS "refundKey" FROM owed_refunds ORDER BY requested_at LIMIT $1',
      [BATCH],
    );
    for (const { orderId, refundKey } of rows) if (await this.jobs.ensure('refund', refundJobId(refundKey), { orderId, refundKey })) requeued++;
    return { requeued };
  }
}
