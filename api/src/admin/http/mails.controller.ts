import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { mailStatusSchema, type MailResent } from '@petshop/contract';
import { z } from 'zod';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { ApiAnswer, ref } from '../../platform/http/contract-docs.js';
import { noBody, ZodPipe } from '../../platform/http/validation.js';
import { MAIL_NOT_FOUND, ResendMailCommand } from '../commands/resend-mail.js';
import { staffMails } from '../../mail/index.js';
import { oneOf, recordId } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

export const MAIL_RESENT = 'The mail is queued to be sent again';

/**
 * What the shop mailed whom (the mail outbox, ra-data-simple-rest, read-only): the console's customer
 * page lists a customer's mails with filter customerId, and sends one again.
 */
@ApiTags('admin')
@Controller('admin/mails')
@Auth('staff', 'admin')
export class MailsController extends StaffResource(staffMails, {
  resource: 'mails',
  answer: 'StaffMail',
  list: {
    summary: 'Mails, newest first (bare array, Content-Range); filter customerId and status',
    filter: { customerId: recordId, status: oneOf(mailStatusSchema) },
    sort: ['createdAt', 'DESC'],
  },
  one: { summary: 'One mail, by its outbox key', notFound: MAIL_NOT_FOUND },
}) {
  @Inject() private readonly commands!: CommandBus;

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
