import { Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { mailStatusSchema, type MailResent, type StaffMail } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiAnswer, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { MAIL_NOT_FOUND, ResendMailCommand } from '../commands/resend-mail.js';
import { findMail, listMails, MAIL_SORT_FIELDS } from '../read-models/mails.query.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

export const MAIL_RESENT = 'The mail is queued to be sent again';

const mailsQuery = listQuery({
  filter: z.object({ customerId: z.string().trim().min(1).max(100).optional(), status: mailStatusSchema.optional() }).default({}),
  sort: { fields: MAIL_SORT_FIELDS, default: ['createdAt', 'DESC'] },
});

// Nothing to say beyond the path: an empty body or none.
const noBody = z.strictObject({});

/**
 * What the shop mailed whom (the mail outbox, ra-data-simple-rest, read-only): the console's customer
 * page lists a customer's mails with filter customerId, and sends one again.
 */
@ApiTags('admin')
@Controller('admin/mails')
@Auth('staff', 'admin')
export class MailsController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mails, newest first (bare array, Content-Range); filter customerId and status' })
  @ApiContractQuery(mailsQuery)
  @ApiResponse({ status: 200, schema: listOf('StaffMail'), description: 'Content-Range: mails from-to/total' })
  async list(@Query(new ZodPipe(mailsQuery)) query: z.output<typeof mailsQuery>, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffMail[]> {
    const { offset, limit } = pageOf(query.range);
    const { customerId, status } = query.filter;
    const { records, total } = await listMails(this.pool, { customerId, status, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'mails', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One mail, by its outbox key' })
  @ApiResponse({ status: 200, schema: ref('StaffMail') })
  async one(@Param('id') id: string): Promise<StaffMail> {
    const mail = await findMail(this.pool, id);
    if (!mail) throw new Rejection('not_found', MAIL_NOT_FOUND);
    return mail;
  }

  @Post(':id/resend')
  @ApiOperation({
    summary: 'Send a mail again: a new outbox row (resend:<key>:<uuid>) with the same template and data, to the account’s address as it is now',
    description:
      'Only a sent mail to a customer; never a password-reset code (send a new one). A resend of a resend repeats the first mail. The audit log records who asked.',
  })
  @ApiAnswer({ data: ref('StaffMail') }, { status: 201, message: true })
  @ApiResponse({ status: 409, description: 'The mail has not gone out yet' })
  @ApiResponse({ status: 422, description: 'A password-reset code, or a mail that is not to a customer' })
  async resend(@Param('id') id: string, @Body(new ZodPipe(noBody)) _body: z.output<typeof noBody>, @CurrentAccount() account: Account): Promise<MailResent> {
    const data = await this.commands.execute(new ResendMailCommand(id, actorOf(account)));
    return { status: true, message: MAIL_RESENT, data };
  }
}
