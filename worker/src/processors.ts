import type { Job } from 'bullmq';
import type { CommandsContext } from '@petshop/api/commands';
import {
  CancelUnpaidOrderCommand,
  ProcessRefundCommand,
  ReconcilePaymentsCommand,
  RecordRefundFailureCommand,
  RetryOwedRefundsCommand,
  VerifyPaymentCommand,
  type CancelUnpaidOrderInput,
  type ProcessRefundInput,
  type VerifyPaymentInput,
} from '@petshop/api/ordering';
import { formatPosition, type EventStore, type Logger, type Pool } from '@petshop/api/platform';
import { claimReadModelCheck } from '@petshop/api/projections';
import { runRecordedCheck } from '@petshop/projections/check-run';

/**
 * Job processors by queue and job name: each dispatches a command on the CommandBus, as the API's
 * controllers do; none writes a stream itself. Results cross Redis as JSON, so positions travel as text.
 */
export type Processor = (job: Job) => Promise<unknown>;

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export function paymentProcessors(commands: CommandsContext['commands'], paymentTimeoutMinutes: number): Record<string, Processor> {
  return {
    'verify-payment': async (job) => {
      const { position } = await commands.execute(new VerifyPaymentCommand(job.data as VerifyPaymentInput));
      return { position: position ? formatPosition(position) : undefined };
    },
    'cancel-unpaid-order': (job) => commands.execute(new CancelUnpaidOrderCommand(job.data as CancelUnpaidOrderInput)),
    refund: async (job) => {
      try {
        return await commands.execute(new ProcessRefundCommand(job.data as ProcessRefundInput));
      } catch (error) {
        if (isLastAttempt(job)) await commands.execute(new RecordRefundFailureCommand(job.data as ProcessRefundInput, error));
        throw error;
      }
    },
    'reconcile-payments': () => commands.execute(new ReconcilePaymentsCommand(paymentTimeoutMinutes)),
    'retry-owed-refunds': () => commands.execute(new RetryOwedRefundsCommand()),
  };
}

/**
 * The read-model check an admin started from the console (POST /api/admin/read-model-checks): the
 * API recorded the run; this worker takes it over and runs it, unless it was closed meanwhile (its
 * API died before the worker took it, and a newer run was started).
 */
export function operationsProcessors(store: EventStore, pool: Pool, processKey: number, logger: Logger): Record<string, Processor> {
  return {
    'check-read-models': async (job) => {
      const { checkId } = job.data as { checkId: number };
      if (!(await claimReadModelCheck(pool, checkId, processKey))) return { checkId, skipped: 'no longer running' };
      logger.info({ checkId }, 'read-model check started');
      const { eventsRead, rowsCompared, differenceCount } = await runRecordedCheck(store, pool, checkId);
      logger.info({ checkId, eventsRead, rowsCompared, differenceCount }, 'read-model check finished');
      return { checkId, eventsRead, rowsCompared, differenceCount };
    },
  };
}
