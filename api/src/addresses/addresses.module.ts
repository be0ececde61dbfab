import { Module } from '@nestjs/common';
import { AddressesRepository } from './addresses.repository.js';
import { AddressesController } from './http/addresses.controller.js';

@Module({ controllers: [AddressesController], providers: [AddressesRepository], exports: [AddressesRepository] })
export class AddressesModule {}
