import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuditEntry } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Account } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { AuditResource } from '../../platform/audit/audit-log.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { AUDIT_SORT_FIELDS, auditEntries, auditEntry } from '../read-models/audit.query.js';
import { listQuery, pageOf, sendContentRange } from './list-params.js';

export const AUDIT_ENTRY_NOT_FOUND = 'Audit entry not found';
const STAFF_ONLY_FOR_ADMINS = 'Only admins see changes to staff accounts';

const auditQuery = listQuery({
  filter: z
    .object({ resource: z.enum(['staff', 'reviews', 'settings', 'customers']).optional(), recordId: z.string().trim().min(1).max(100).optional() })
    .default({}),
  sort: { fields: AUDIT_SORT_FIELDS, default: ['at', 'DESC'] },
});

/** Staff accounts are the admins' business, as the staff resource is: staff see the changes to reviews, settings and customers only. */
const visibleTo = (account: Account): AuditResource[] =>
  account.role === 'admin' ? ['staff', 'reviews', 'settings', 'customers'] : ['reviews', 'settings', 'customers'];

/** Who changed a staff account, a review's visibility or the settings, or acted on a customer's account, and when (ra-data-simple-rest, read-only). */
@ApiTags('admin')
@Controller('admin/audit')
@Auth('staff', 'admin')
export class AuditController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  @Get()
  @ApiOperation({ summary: 'Audit entries, newest first (bare array, Content-Range); filter resource and recordId; staff accounts for admins only' })
  @ApiContractQuery(auditQuery)
  @ApiResponse({ status: 200, schema: listOf('AuditEntry'), description: 'Content-Range: audit from-to/total' })
  async list(
    @Query(new ZodPipe(auditQuery)) query: z.output<typeof auditQuery>,
    @CurrentAccount() account: Account,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const { resource, recordId } = query.filter;
    const allowed = visibleTo(account);
    if (resource && !allowed.includes(resource)) throw new Rejection('forbidden', STAFF_ONLY_FOR_ADMINS);
    const { offset, limit } = pageOf(query.range);
    const { records, total } = await auditEntries(this.pool, { resources: resource ? [resource] : allowed, recordId, sort: query.sort!, offset, limit });
    sendContentRange(reply, 'audit', offset, records.length, total);
    return records;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit entry' })
  @ApiResponse({ status: 200, schema: ref('AuditEntry') })
  async one(@Param('id') id: string, @CurrentAccount() account: Account): Promise<AuditEntry> {
    const entry = await auditEntry(this.pool, id, visibleTo(account));
    if (!entry) throw new Rejection('not_found', AUDIT_ENTRY_NOT_FOUND);
    return entry;
  }
}
