import { Controller, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import { z } from 'zod';
import type { Account } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { auditEntries, ofResources } from '../../platform/audit/audit-entries.query.js';
import type { AuditResource } from '../../platform/audit/audit-log.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { oneOf, recordId } from './list-filters.js';
import { listQuery } from './staff-list-query.js';
import { StaffList, StaffRecord } from './staff-resource.js';

export const AUDIT_ENTRY_NOT_FOUND = 'Audit entry not found';
const STAFF_ONLY_FOR_ADMINS = 'Only admins see changes to staff accounts';

const auditQuery = listQuery(auditEntries, {
  filter: { resource: oneOf(z.enum(['staff', 'reviews', 'settings', 'customers'])), recordId },
  sort: ['at', 'DESC'],
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

  @StaffList('audit', {
    summary: 'Audit entries, newest first (bare array, Content-Range); filter resource and recordId; staff accounts for admins only',
    answer: 'AuditEntry',
    query: auditQuery,
  })
  list(@Query(new ZodPipe(auditQuery)) query: z.output<typeof auditQuery>, @CurrentAccount() account: Account) {
    const { resource, recordId } = query.filter;
    const allowed = visibleTo(account);
    if (resource && !allowed.includes(resource)) throw new Rejection('forbidden', STAFF_ONLY_FOR_ADMINS);
    return auditEntries.page(this.pool, { ...query, filter: { resources: resource ? [resource] : allowed, recordId } });
  }

  @StaffRecord('AuditEntry', { summary: 'One audit entry', notFound: AUDIT_ENTRY_NOT_FOUND })
  one(@Param('id') id: string, @CurrentAccount() account: Account) {
    return auditEntries.find(this.pool, id, ofResources(visibleTo(account)));
  }
}
