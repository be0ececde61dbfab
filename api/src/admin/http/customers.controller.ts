import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ResetCodeSent } from '@petshop/contract';
import { z } from 'zod';
import { SendPasswordResetCodeCommand } from '../../identity/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiAnswer } from '../../platform/http/contract-docs.js';
import { noBody, ZodPipe } from '../../platform/http/validation.js';
import { customers } from '../read-models/customers.query.js';
import { text } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** Shoppers' accounts with their orders count, total spent and last order (ra-data-simple-rest); never password material. */
@ApiTags('admin')
@Controller('admin/customers')
@Auth('staff', 'admin')
export class CustomersController extends StaffResource(customers, {
  resource: 'customers',
  answer: 'CustomerRecord',
  list: {
    summary: 'Customers (bare array, Content-Range); filter q over names and email; sort by any column',
    filter: { q: text() },
    sort: ['createdAt', 'DESC'],
  },
  one: { summary: 'One customer with their figures', notFound: CUSTOMER_NOT_FOUND },
}) {
  @Inject() private readonly commands!: CommandBus;

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
    if (!(await customers.find(this.pool, id))) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
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
