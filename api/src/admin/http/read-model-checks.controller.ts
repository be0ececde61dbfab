import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { readModelCheckStatusSchema, type ReadModelCheck } from '@petshop/contract';
import { z } from 'zod';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { ProcessInstance } from '../../platform/database/process-instance.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ref } from '../../platform/http/contract-docs.js';
import { noBody, ZodPipe } from '../../platform/http/validation.js';
import { failReadModelCheck, readModelChecks, startReadModelCheck } from '../../platform/projections/read-model-checks.js';
import { ReadModelCheckQueue } from '../read-model-check-queue.js';
import { oneOf } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

export const READ_MODEL_CHECK_NOT_FOUND = 'Read-model check not found';
export const QUEUE_NOT_ANSWERING = 'The job queue is not answering, so the check could not be started; try again shortly';

/**
 * The read-model check (`npm run check:read-models`) for the console: every run, newest first, and
 * a start for admins. The API only records the run and queues it; the worker runs it, so a long
 * check never holds an API process. One runs at a time across every process (read_model_checks'
 * unique index on running rows).
 */
@ApiTags('admin')
@Controller('admin/read-model-checks')
@Auth('staff', 'admin')
export class ReadModelChecksController extends StaffResource(readModelChecks, {
  resource: 'read-model-checks',
  answer: 'ReadModelCheck',
  list: {
    summary: 'Read-model checks, newest first (bare array, Content-Range); filter status; sort id, startedAt, status',
    filter: { status: oneOf(readModelCheckStatusSchema) },
    sort: ['id', 'DESC'],
  },
  one: {
    summary: 'One read-model check, with its first 100 differences',
    notFound: READ_MODEL_CHECK_NOT_FOUND,
  },
}) {
  @Inject() private readonly instance!: ProcessInstance;
  @Inject() private readonly queue!: ReadModelCheckQueue;

  @Post()
  @HttpCode(202)
  @Auth('admin')
  @ApiOperation({
    summary: 'Start a read-model check (admins): recorded as running and run by the worker; poll GET /api/admin/read-model-checks/:id for its outcome',
    description:
      'Every read model is rebuilt from the events into a schema of its own (never swapped in) and compared row by row with the live one, at the position the live read models had reached.',
  })
  @ApiResponse({ status: 202, schema: ref('ReadModelCheck'), description: 'The run, status running' })
  @ApiResponse({ status: 409, description: 'A check is already running (from the console or npm run check:read-models)' })
  @ApiResponse({ status: 503, description: 'The job queue (Redis) is not answering' })
  async start(@Body(new ZodPipe(noBody)) _body: z.output<typeof noBody>, @CurrentAccount() account: Account): Promise<ReadModelCheck> {
    const start = await startReadModelCheck(this.pool, { startedBy: actorOf(account), source: 'console', claimedBy: this.instance.key });
    if ('running' in start) {
      const { id, startedBy } = start.running;
      throw new Rejection('conflict', `A read-model check is already running (#${id}, started by ${startedBy.email ?? startedBy.name ?? startedBy.role})`);
    }
    try {
      await this.queue.enqueue(start.started.id);
    } catch {
      await failReadModelCheck(this.pool, start.started.id, QUEUE_NOT_ANSWERING);
      throw new Rejection('unavailable', QUEUE_NOT_ANSWERING);
    }
    return start.started;
  }
}
