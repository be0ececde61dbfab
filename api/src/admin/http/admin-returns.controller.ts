import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { returnStatusSchema } from '@petshop/contract';
import { Auth } from '../../platform/auth/auth.guard.js';
import { RETURN_NOT_FOUND, staffReturn, staffReturns } from '../../returns/index.js';
import { oneOf, text } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

/** Every shopper's returns (ra-data-simple-rest), read from the returns read model. Status moves stay on PATCH /api/returns/:id/status. */
@ApiTags('admin')
@Controller('admin/returns')
@Auth('staff', 'admin')
export class AdminReturnsController extends StaffResource(staffReturns, {
  resource: 'returns',
  answer: 'StaffReturnRecord',
  list: {
    summary: "Returns (bare array, Content-Range); filter status, q over the return number and the shopper's name and email; sort",
    filter: { status: oneOf(returnStatusSchema), q: text() },
    sort: ['createdAt', 'DESC'],
  },
  one: {
    summary: 'One return with its shopper and its orders as they stand now (status, payment, products)',
    notFound: RETURN_NOT_FOUND,
    answer: 'StaffReturnDetails',
    find: staffReturn,
  },
}) {}
