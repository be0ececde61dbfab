import { Body, Controller, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { createStaffBody, type CreateStaffBody, type StaffMember, updateStaffBody, type UpdateStaffBody } from '@petshop/contract';
import { z } from 'zod';
import { CreateStaffAccountCommand, STAFF_NOT_FOUND, staffMembers, UpdateStaffAccountCommand } from '../../identity/index.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { oneOf, text } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

/** Staff and admin accounts (ra-data-simple-rest): admins only, never any password material. */
@ApiTags('admin')
@Controller('admin/staff')
@Auth('admin')
export class StaffController extends StaffResource(staffMembers, {
  resource: 'staff',
  answer: 'StaffMember',
  list: {
    summary: 'Staff and admin accounts (bare array, Content-Range); filter q over names and email, role',
    filter: { q: text(), role: oneOf(z.enum(['staff', 'admin'])) },
    sort: ['lastName', 'ASC'],
  },
  one: { summary: 'One staff or admin account', notFound: STAFF_NOT_FOUND },
}) {
  @Inject() private readonly commands!: CommandBus;

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Open a staff or admin account (sign-up rules; a taken email is 409)' })
  @ApiContractBody('CreateStaffBody')
  @ApiResponse({ status: 201, schema: ref('StaffMember') })
  async create(@Body(new ZodPipe(createStaffBody)) body: CreateStaffBody, @CurrentAccount() admin: Account): Promise<StaffMember> {
    const { firstName, lastName, email, password, role } = body;
    const account = await this.commands.execute(new CreateStaffAccountCommand({ firstName, lastName, email, password, role }, actorOf(admin)));
    return this.found(account._id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rename, change the role of, disable or enable an account (its tokens stop working at once); 409 for disabling yourself or the last active admin',
  })
  @ApiContractBody('UpdateStaffBody')
  @ApiResponse({ status: 200, schema: ref('StaffMember') })
  async update(@Param('id') id: string, @Body(new ZodPipe(updateStaffBody)) body: UpdateStaffBody, @CurrentAccount() admin: Account): Promise<StaffMember> {
    const { firstName, lastName, role, disabled } = body;
    await this.commands.execute(new UpdateStaffAccountCommand(id, { firstName, lastName, role, disabled }, admin));
    return this.found(id);
  }

  private async found(id: string): Promise<StaffMember> {
    const record = await staffMembers.find(this.pool, id);
    if (!record) throw new Rejection('not_found', STAFF_NOT_FOUND);
    return record;
  }
}
