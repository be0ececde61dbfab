import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { createStaffBody, type CreateStaffBody, type StaffMember, updateStaffBody, type UpdateStaffBody } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { CreateStaffAccountCommand, findStaff, listStaff, STAFF_NOT_FOUND, UpdateStaffAccountCommand } from '../../identity/index.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractBody, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

const staffQuery = listQuery({
  filter: z.object({ q: z.string().trim().max(100).optional(), role: z.enum(['staff', 'admin']).optional() }).default({}),
  sort: { fields: ['lastName', 'firstName', 'email', 'role', 'createdAt', 'disabled'], default: ['lastName', 'ASC'] },
});

/** Staff and admin accounts (ra-data-simple-rest): admins only, never any password material. */
@ApiTags('admin')
@Controller('admin/staff')
@Auth('admin')
export class StaffController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Staff and admin accounts (bare array, Content-Range); filter q over names and email, role' })
  @ApiContractQuery(staffQuery)
  @ApiResponse({ status: 200, schema: listOf('StaffMember'), description: 'Content-Range: staff from-to/total' })
  async list(@Query(new ZodPipe(staffQuery)) query: z.output<typeof staffQuery>, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffMember[]> {
    const { offset, limit } = pageOf(query.range);
    const { records, total } = await listStaff(this.pool, { q: query.filter.q || undefined, role: query.filter.role, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'staff', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff or admin account' })
  @ApiResponse({ status: 200, schema: ref('StaffMember') })
  async one(@Param('id') id: string): Promise<StaffMember> {
    return this.found(id);
  }

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
    const record = await findStaff(this.pool, id);
    if (!record) throw new Rejection('not_found', STAFF_NOT_FOUND);
    return record;
  }
}
