import { Module } from '@nestjs/common';
import { EraseCustomerHandler } from './commands/erase-customer.js';
import { ErasureController } from './http/erasure.controller.js';
import { MyDataController } from './http/my-data.controller.js';

/** A customer's rights over their personal data: erasure (admins, on their behalf) and access (a download). */
@Module({
  controllers: [ErasureController, MyDataController],
  providers: [EraseCustomerHandler],
})
export class PrivacyModule {}
