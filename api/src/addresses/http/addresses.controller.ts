import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addressBody } from '@petshop/contract';
import type { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiAnswer, ApiContractBody, listOf } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { AddressesRepository } from '../addresses.repository.js';

@ApiTags('addresses')
@Controller('addresses')
@Auth('customer')
export class AddressesController {
  constructor(private readonly addresses: AddressesRepository) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a delivery address; answers every address of the caller' })
  @ApiContractBody('AddressBody')
  @ApiAnswer({ address: listOf('Address') }, { status: 201, message: true })
  async add(@CurrentAccount() account: Account, @Body(new ZodPipe(addressBody)) body: z.output<typeof addressBody>) {
    const { defaultAddress, ...fields } = body.address;
    await this.addresses.add(account._id, fields, defaultAddress ?? false);
    return { status: true, message: 'Address added successfully', address: await this.addresses.list(account._id) };
  }

  @Get('address')
  @ApiOperation({ summary: "The caller's addresses, default first" })
  @ApiAnswer({ address: listOf('Address') })
  async list(@CurrentAccount() account: Account) {
    return { status: true, address: await this.addresses.list(account._id) };
  }

  @Delete('delete-address/:id')
  @ApiOperation({ summary: 'Remove an address of the caller' })
  @ApiAnswer({}, { message: true })
  async remove(@CurrentAccount() account: Account, @Param('id') id: string) {
    if (!UUID.test(id) || !(await this.addresses.remove(account._id, id))) throw new Rejection('not_found', 'Address not found');
    return { status: true, message: 'Successfully address removed' };
  }
}
