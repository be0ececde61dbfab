import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { readModelCheckStatusSchema, type ReadModelCheck } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ProcessInstance } from '../../platform/database/process-instance.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import {
  failReadModelCheck,
  findReadModelCheck,
  listReadModelChecks,
  READ_MODEL_CHECK_SORT_FIELDS,
  startReadModelCheck,
} from '../../platform/projections/read-model-checks.js';
import { ReadModelCheckQueue } from '../read-model-check-queue.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

export const READ_MODEL_CHECK_NOT_FOUND = 'Read-model check not found';
export const QUEUE_NOT_ANSWERING = 'The job queue is not answering, so the check could not be started; try again shortly';

const checksQuery = listQuery({
  filter: z.object({ status: readModelCheckStatusSchema.optional() }).default({}),
  sort: { fields: READ_MODEL_CHECK_SORT_FIELDS, default: ['id', 'DESC'] },
});

// Nothing to say beyond the path: an empty body or none (react-admin's create sends `{}`).
const noBody = z.strictObject({});

/**
 * The read-model check (`npm run check:read-models`) for the console: every run, newest first, and
 * a start for admins. The API only records the run and queues it; the worker runs it, so a long
 * check never holds an API process. One runs at a time across every process (read_model_checks'
 * unique index on running rows).
 */
@ApiTags('admin')
@Controller('admin/read-model-checks')
export class ReadModelChecksController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly instance: ProcessInstance,
    private readonly queue: ReadModelCheckQueue,
  ) {}

  @Get()
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'Read-model checks, newest first (bare array, Content-Range); filter status; sort id, startedAt, status' })
  @ApiContractQuery(checksQuery)
  @ApiResponse({ status: 200, schema: listOf('ReadModelCheck'), description: 'Content-Range: read-model-checks from-to/total' })
  async list(@Query(new ZodPipe(checksQuery)) query: z.output<typeof checksQuery>, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReadModelCheck[]> {
    const { offset, limit } = pageOf(query.range);
    const { records, total } = await listReadModelChecks(this.pool, { status: query.filter.status, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'read-model-checks', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'One read-model check, with its first 100 differences' })
  @ApiResponse({ status: 200, schema: ref('ReadModelCheck') })
  async one(@Param('id') id: string): Promise<ReadModelCheck> {
    const check = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2 ** 31 - 1 ? await findReadModelCheck(this.pool, Number(id)) : null;
    if (!check) throw new Rejection('not_found', READ_MODEL_CHECK_NOT_FOUND);
    return check;
  }

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
