import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { CustomerRecord, ResetCodeSent } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { SendPasswordResetCodeCommand } from '../../identity/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiAnswer, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { CUSTOMER_SORT_FIELDS, findCustomer, listCustomers } from '../read-models/customers.query.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

const customersQuery = listQuery({
  filter: z.object({ q: z.string().trim().max(100).optional() }).default({}),
  sort: { fields: CUSTOMER_SORT_FIELDS, default: ['createdAt', 'DESC'] },
});

// Nothing to say beyond the path: an empty body or none.
const noBody = z.strictObject({});

/** Shoppers' accounts with their orders count, total spent and last order (ra-data-simple-rest); never password material. */
@ApiTags('admin')
@Controller('admin/customers')
@Auth('staff', 'admin')
export class CustomersController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Customers (bare array, Content-Range); filter q over names and email; sort by any column' })
  @ApiContractQuery(customersQuery)
  @ApiResponse({ status: 200, schema: listOf('CustomerRecord'), description: 'Content-Range: customers from-to/total' })
  async list(
    @Query(new ZodPipe(customersQuery)) query: z.output<typeof customersQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomerRecord[]> {
    const { offset, limit } = pageOf(query.range);
    const { records, total } = await listCustomers(this.pool, { q: query.filter.q || undefined, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'customers', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One customer with their figures' })
  @ApiResponse({ status: 200, schema: ref('CustomerRecord') })
  async one(@Param('id') id: string): Promise<CustomerRecord> {
    const record = await findCustomer(this.pool, id);
    if (!record) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
    return record;
  }

  @Post(':id/password-reset')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail the customer a password-reset code, as /forgot-password does (it replaces an earlier code and counts toward its limit)',
    description: 'The audit log records who sent it.',
  })
  @ApiAnswer({ sentTo: { type: 'string' } }, { message: true })
  @ApiResponse({ status: 429, description: 'Too many codes for this account lately (Retry-After)' })
  async sendPasswordResetCode(
    @Param('id') id: string,
    @Body(new ZodPipe(noBody)) _body: z.output<typeof noBody>,
    @CurrentAccount() account: Account,
  ): Promise<ResetCodeSent> {
    // Staff accounts are not customers: their passwords are the admins' business.
    if (!(await findCustomer(this.pool, id))) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
    const by = actorOf(account);
    const { sentTo } = await this.commands.execute(new SendPasswordResetCodeCommand({ userId: id }, by));
    // After the code's own transaction (the identity context's): a failure here leaves a code sent
    // and unrecorded, never a record of a code that was not sent.
    await recordAudit(this.pool, {
      actor: by,
      resource: 'customers',
      recordId: id,
      action: 'password reset code sent',
      changes: { sentTo: { from: null, to: sentTo } },
    });
    return { status: true, message: `A password reset code was sent to ${sentTo}`, sentTo };
  }
}
