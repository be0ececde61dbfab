import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { nulField, nulMessage } from '../../platform/http/nul-characters.js';

/** No list answers more than this many records at once, whatever `range` asks. */
export const MAX_PAGE = 100;

export type SortOrder = 'ASC' | 'DESC';

/**
 * react-admin's list parameters as ra-data-simple-rest sends them: JSON in the query string. A NUL
 * character written `\u0000` inside the JSON never shows as %00 in the URL, so the NUL guard
 * (platform/http/nul-characters.ts) cannot see it: it is refused here, naming the field, before it
 * reaches a query (Postgres text refuses NUL: a 500).
 */
export const jsonParam = <Schema extends z.ZodType>(name: string, schema: Schema) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      let value: unknown;
      try {
        value = text === undefined ? undefined : JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
      const nul = nulField(value, '');
      if (nul !== undefined) {
        ctx.addIssue({ code: 'custom', path: nul ? [nul] : [], message: nulMessage(nul ? `${name}.${nul}` : name) });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data as z.output<Schema>;
      // A rule of ours (a custom check) has words for the caller; zod's own shape messages would name JSON paths.
      const issue = parsed.error.issues[0];
      ctx.addIssue({ code: 'custom', message: issue?.code === 'custom' ? issue.message : `${name} must be JSON of the expected shape` });
      return z.NEVER;
    });

const range = jsonParam(
  'range',
  z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .default([0, 24])
    .refine(([from, to]) => to >= from, 'range must not end before it starts ([from,to], both included)'),
);

/**
 * A resource's list query: `range=[from,to]` (inclusive, 25 records by default), `filter={…}` of
 * the given shape, and `sort=["field","ASC"]` over the given fields and `id`, which every list
 * sorts by: it is react-admin's default sort (a `<List>` or `<ReferenceManyField>` without one).
 * Without a default, an absent sort is undefined and the list keeps its own order.
 */
export function listQuery<Filter extends z.ZodType, Field extends string>(options: {
  filter: Filter;
  sort: { fields: readonly Field[]; default?: [NoInfer<Field> | 'id', SortOrder] };
}) {
  const fields = [...new Set(['id', ...options.sort.fields])] as [string, ...string[]];
  const sort = z.tuple([z.enum(fields), z.enum(['ASC', 'DESC'])]);
  return z.object({
    range,
    filter: jsonParam('filter', options.filter),
    sort: jsonParam('sort', options.sort.default ? sort.default(options.sort.default) : sort.optional()) as z.ZodType<[Field | 'id', SortOrder] | undefined>,
  });
}

/** The rows `range` asks for, capped at MAX_PAGE. */
export function pageOf([from, to]: [number, number]): { offset: number; limit: number } {
  return { offset: from, limit: Math.max(0, Math.min(to - from + 1, MAX_PAGE)) };
}

/** ra-data-simple-rest reads the total from `Content-Range: <resource> from-to/total`. */
export function sendContentRange(reply: FastifyReply, resource: string, offset: number, count: number, total: number): void {
  void reply.header('Content-Range', `${resource} ${offset}-${offset + Math.max(count - 1, 0)}/${total}`);
}
