import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** No list answers more than this many records at once, whatever `range` asks. */
export const MAX_PAGE = 100;

export type SortOrder = 'ASC' | 'DESC';

/** react-admin's list parameters as ra-data-simple-rest sends them: JSON in the query string. */
export const jsonParam = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return schema.parse(text === undefined ? undefined : JSON.parse(text)) as z.output<Schema>;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON of the expected shape' });
        return z.NEVER;
      }
    });

const range = jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).default([0, 24]));

/**
 * A resource's list query: `range=[from,to]` (inclusive, 25 records by default), `filter={…}` of
 * the given shape, and `sort=["field","ASC"]` over the given fields (none: any sort is ignored).
 */
export function listQuery<Filter extends z.ZodType, Field extends string>(options: {
  filter: Filter;
  sort?: { fields: readonly [Field, ...Field[]]; default: [NoInfer<Field>, SortOrder] };
}) {
  const sort = options.sort
    ? jsonParam(z.tuple([z.enum(options.sort.fields), z.enum(['ASC', 'DESC'])]).default(options.sort.default))
    : z
        .string()
        .optional()
        .transform(() => undefined);
  return z.object({ range, filter: jsonParam(options.filter), sort: sort as z.ZodType<[Field, SortOrder] | undefined> });
}

/** The rows `range` asks for, capped at MAX_PAGE. */
export function pageOf([from, to]: [number, number]): { offset: number; limit: number } {
  return { offset: from, limit: Math.max(0, Math.min(to - from + 1, MAX_PAGE)) };
}

/** ra-data-simple-rest reads the total from `Content-Range: <resource> from-to/total`. */
export function sendContentRange(reply: FastifyReply, resource: string, offset: number, count: number, total: number): void {
  void reply.header('Content-Range', `${resource} ${offset}-${offset + Math.max(count - 1, 0)}/${total}`);
}
