import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { requiredText, UUID, ZodPipe } from '../../platform/http/validation.js';
import { AddressesRepository } from '../addresses.repository.js';

const field = (message: string, max = 200) => requiredText(message).pipe(z.string().max(max, `${message.replace(' is required', '')} is too long`));

// The specification's messages; it asks for no format checks, so a shopper is never blocked by one.
const addressBody = z.strictObject({
  address: z.strictObject(
    {
      name: field('Name is required', 100),
      mobile: field('Mobile number is required', 20),
      address: field('Address is required'),
      area: field('Area is required'),
      city: field('City is required', 100),
      state: field('State is required', 100),
      zip: field('Zip code is required', 12),
      defaultAddress: z.boolean({ error: 'defaultAddress must be true or false' }).optional(),
    },
    { error: 'address is required' },
  ),
});

@ApiTags('addresses')
@Controller('addresses')
@Auth('customer')
export class AddressesController {
  constructor(private readonly addresses: AddressesRepository) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a delivery address; answers every address of the caller' })
  async add(@CurrentAccount() account: Account, @Body(new ZodPipe(addressBody)) body: z.output<typeof addressBody>) {
    const { defaultAddress, ...fields } = body.address;
    await this.addresses.add(account._id, fields, defaultAddress ?? false);
    return { status: true, message: 'Address added successfully', address: await this.addresses.list(account._id) };
  }

  @Get('address')
  @ApiOperation({ summary: "The caller's addresses, default first" })
  async list(@CurrentAccount() account: Account) {
    return { status: true, address: await this.addresses.list(account._id) };
  }

  @Delete('delete-address/:id')
  @ApiOperation({ summary: 'Remove an address of the caller' })
  async remove(@CurrentAccount() account: Account, @Param('id') id: string) {
    if (!UUID.test(id) || !(await this.addresses.remove(account._id, id))) throw new Rejection('not_found', 'Address not found');
    return { status: true, message: 'Successfully address removed' };
  }
}
