import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import { pagedList, sql } from '../../platform/database/paged-list.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { text } from './list-filters.js';
import { AnswerPage, contentRange, FoundOrNotFound, StaffResource } from './staff-resource.js';

const handled = <T>(value: T): CallHandler<T> => ({ handle: () => of(value) });

describe('staff resources (ra-data-simple-rest answers)', () => {
  it('says where a page stands in Content-Range: first and last record (both included) of the total', () => {
    expect(contentRange('orders', { records: [1, 2, 3], offset: 10, total: 40 })).toBe('orders 10-12/40');
    expect(contentRange('mails', { records: [], offset: 0, total: 0 })).toBe('mails 0-0/0');
    expect(contentRange('orders', { records: [], offset: 10, total: 4 })).toBe('orders 10-10/4');
  });

  it('answers a page as the bare array, with its Content-Range header', async () => {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    };
    const context = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ExecutionContext;
    const answered = await lastValueFrom(new AnswerPage('reviews').intercept(context, handled({ records: ['a', 'b'], offset: 2, total: 9 })));
    expect([answered, headers]).toEqual([['a', 'b'], { 'Content-Range': 'reviews 2-3/9' }]);
  });

  it("answers a record as it is, and no record as a 404 in the resource's words", async () => {
    const context = {} as ExecutionContext;
    expect(await lastValueFrom(new FoundOrNotFound('Mail not found').intercept(context, handled({ id: 'k' })))).toEqual({ id: 'k' });
    const missing = lastValueFrom(new FoundOrNotFound('Mail not found').intercept(context, handled(null)));
    await expect(missing).rejects.toEqual(new Rejection('not_found', 'Mail not found'));
    await expect(missing).rejects.toBeInstanceOf(Rejection);
  });
});

describe('StaffResource', () => {
  const notes = pagedList({
    from: 'notes',
    columns: 'id, body',
    record: (row: { id: string; body: string }) => row,
    filters: { author: (author: string) => sql`author = ${author}` },
    sorts: { id: 'id' },
  });
  const options = { resource: 'notes', answer: 'StaffMail', one: { summary: 'One note', notFound: 'Note not found' } } as const;

  it('reads a page and a record of its list with the pool it is given', async () => {
    const asked: unknown[] = [];
    const pool = {
      async query(config: unknown) {
        asked.push(config);
        return { rows: [{ id: '1', body: 'Hi', total: 1 }] };
      },
    };
    const Reads = StaffResource(notes, { ...options, list: { summary: 'Notes', filter: { author: text() }, sort: ['id', 'ASC'] } });
    const reads = Object.assign(new Reads(), { pool });
    expect(await reads.list({ filter: { author: 'asha' }, sort: ['id', 'ASC'], offset: 0, limit: 5 })).toMatchObject({
      records: [{ id: '1' }],
      offset: 0,
      total: 1,
    });
    expect(await reads.one('1')).toMatchObject({ id: '1', body: 'Hi' });
    expect(asked).toContainEqual({ text: 'SELECT id, body FROM notes WHERE (author = $1) ORDER BY notes.id ASC LIMIT $2 OFFSET $3', values: ['asha', 5, 0] });
  });

  it('refuses, when the shop starts, a filter its list would ignore', () => {
    const list = { summary: 'Notes', filter: { author: text(), tag: text() }, sort: ['id', 'ASC'] as ['id', 'ASC'] };
    expect(() => StaffResource(notes, { ...options, list })).toThrow('The notes list has no filter tag');
  });
});
