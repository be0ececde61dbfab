import { applyDecorators, type CallHandler, type ExecutionContext, Get, Inject, type NestInterceptor, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { AnswerComponent } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { map, type Observable } from 'rxjs';
import type { z } from 'zod';
import type { Page, PagedList, SortOrder } from '../../platform/database/paged-list.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import type { FilterKinds, FilterValues } from './list-filters.js';
import { listQuery } from './staff-list-query.js';

/** ra-data-simple-rest reads the total from `Content-Range: <resource> from-to/total` (both ends included). */
export const contentRange = (resource: string, { records, offset, total }: Page<unknown>): string =>
  `${resource} ${offset}-${offset + Math.max(records.length - 1, 0)}/${total}`;

/** Answers a handler's page as ra-data-simple-rest reads it: the bare array, and its place in the whole in Content-Range. */
export class AnswerPage implements NestInterceptor {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown[]> {
    return next.handle().pipe(
      map((page) => {
        void context.switchToHttp().getResponse<FastifyReply>().header('Content-Range', contentRange(this.resource, page));
        return page.records;
      }),
    );
  }
}

/** A 404 in the resource's own words when the handler found no record (null). */
export class FoundOrNotFound implements NestInterceptor {
  constructor(private readonly notFound: string) {}

  intercept(_context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    return next.handle().pipe(
      map((record) => {
        if (record === null) throw new Rejection('not_found', this.notFound);
        return record;
      }),
    );
  }
}

/**
 * `GET /api/admin/<resource>`: the handler answers a Page (a PagedList's `page`), the client gets
 * the bare array with Content-Range; `query` is the listQuery it validates (for the OpenAPI document):
 * every list has one, so none takes a filter it does not declare.
 */
export function StaffList(resource: string, options: { summary: string; answer?: AnswerComponent; query: z.ZodType }) {
  return applyDecorators(
    Get(),
    ApiOperation({ summary: options.summary }),
    ApiContractQuery(options.query),
    ApiResponse({ status: 200, ...(options.answer && { schema: listOf(options.answer) }), description: `Content-Range: ${resource} from-to/total` }),
    UseInterceptors(new AnswerPage(resource)),
  );
}

/** `GET /api/admin/<resource>/:id`: the handler answers the record or null, which is a 404 in `notFound`'s words. */
export function StaffRecord(answer: AnswerComponent, options: { summary: string; notFound: string }) {
  return applyDecorators(
    Get(':id'),
    ApiOperation({ summary: options.summary }),
    ApiResponse({ status: 200, schema: ref(answer) }),
    ApiResponse({ status: 404, description: options.notFound }),
    UseInterceptors(new FoundOrNotFound(options.notFound)),
  );
}

export interface StaffResourceOptions<Field extends string, Kinds extends FilterKinds> {
  /** The resource's name in Content-Range. */
  resource: string;
  /** The contract's shape of a record. */
  answer: AnswerComponent;
  /** What the list filters on, each key's kind (react-admin's `filter`, list-filters.ts; checked against the PagedList's filters), and its sort without one. */
  list: { summary: string; filter: Kinds; sort: [NoInfer<Field>, SortOrder] };
  /** One record: by the list's own `find` unless told otherwise (a record with more than a list row, another answer). */
  one: { summary: string; notFound: string; answer?: AnswerComponent; find?: (pool: pg.Pool, id: string) => Promise<unknown> };
}

/**
 * A staff resource's two reads as ra-data-simple-rest asks them, `GET /` (a page of `list`, with
 * Content-Range) and `GET /:id`, for a controller to extend: the controller keeps its @Controller
 * path, @Auth and tags, adds its own routes (injecting what they need as properties, `@Inject()`,
 * as Nest suggests for subclasses), and reaches the pool as `this.pool`.
 */
export function StaffResource<Item, Field extends string, Kinds extends FilterKinds>(
  list: PagedList<Item, FilterValues<Kinds>, Field>,
  options: StaffResourceOptions<Field, Kinds>,
) {
  // A filter the list does not know would be read and then ignored: the shop does not start with one.
  const unknown = Object.keys(options.list.filter).filter((name) => !list.filterNames.includes(name));
  if (unknown.length) throw new Error(`The ${options.resource} list has no filter ${unknown.join(', ')}`);
  const query = listQuery(list, options.list);
  const find = options.one.find ?? ((pool: pg.Pool, id: string) => list.find(pool, id));

  class StaffResourceReads {
    // A property, so that a controller with more to inject needs no constructor passing the pool up.
    // Public: declarations cannot name a protected member of a class a function returns (TS4094).
    @Inject(DATABASE_POOL) readonly pool!: pg.Pool;

    @StaffList(options.resource, { summary: options.list.summary, answer: options.answer, query })
    list(@Query(new ZodPipe(query)) page: z.output<typeof query>) {
      return list.page(this.pool, page);
    }

    @StaffRecord(options.one.answer ?? options.answer, options.one)
    one(@Param('id') id: string) {
      return find(this.pool, id);
    }
  }
  return StaffResourceReads;
}
