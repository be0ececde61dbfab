import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type CustomerErasure, eraseCustomerBody } from '@petshop/contract';
import type { z } from 'zod';
import type { Account } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { ApiAnswer, ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { EraseCustomerCommand } from '../commands/erase-customer.js';

/** The right to be forgotten, exercised by an admin on the customer's behalf. */
@ApiTags('admin')
@Controller('admin/customers')
export class ErasureController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/erase')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary: "Erase a customer's personal data (admins only)",
    description:
      'Blanks the account (its tokens refused at once, its email free for a new sign-up), deletes its addresses, wishlist, newsletter ' +
      'subscription, contact messages, unsent mail and kept answers, blanks its orders\u2019 shipping addresses (the state stays, for tax) ' +
      'and its name on reviews. Orders, amounts, refunds, vouchers and status history stay, shown as "erased customer". Recorded in the audit log.',
  })
  @ApiContractBody('EraseCustomerBody')
  @ApiAnswer({ erasure: ref('CustomerErasure') }, { message: true })
  @ApiResponse({ status: 404, description: 'No such customer' })
  @ApiResponse({ status: 409, description: 'Already erased' })
  @ApiResponse({ status: 422, description: 'A staff or admin account: disable it instead' })
  async erase(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body(new ZodPipe(eraseCustomerBody)) body: z.output<typeof eraseCustomerBody>,
  ): Promise<{ status: true; message: string; erasure: CustomerErasure }> {
    const erasure = await this.commands.execute(new EraseCustomerCommand(id, body.reason, account));
    return { status: true, message: "The customer's personal data was erased", erasure };
  }
}
