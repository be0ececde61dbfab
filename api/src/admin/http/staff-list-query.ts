import { z } from 'zod';
import type { SortOrder } from '../../platform/database/paged-list.js';
import { nulField, nulMessage } from '../../platform/http/nul-characters.js';

/** No list answers more than this many records at once, whatever `range` asks. */
export const MAX_PAGE = 100;

/**
 * react-admin's list parameters as ra-data-simple-rest sends them: JSON in the query string. A NUL
 * character written `\u0000` inside the JSON never shows as %00 in the URL, so the NUL guard
 * (platform/http/nul-characters.ts) cannot see it: it is refused here, naming the field, before it
 * reaches a query (Postgres text refuses NUL: a 500).
 */
const jsonParam = <Schema extends z.ZodType>(name: string, schema: Schema) =>
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
 * A staff list's query: `range=[from,to]` (inclusive, 25 records by default, at most MAX_PAGE),
 * `filter={…}` of the given shape, and `sort=["field","ASC"]` over the list's sortable fields, `id`
 * among them: it is react-admin's default sort (a `<List>` or `<ReferenceManyField>` without one).
 * Without a default, an absent sort is undefined and the list keeps its own order. Parsed, it is
 * the list's page query: the filter, the sort, offset and limit.
 */
export function listQuery<Shape extends z.ZodRawShape, Field extends string>(
  list: { sortFields: readonly Field[] },
  options: { filter: Shape; sort?: [NoInfer<Field>, SortOrder] },
) {
  const sort = z.tuple([z.enum(list.sortFields as [Field, ...Field[]]), z.enum(['ASC', 'DESC'])]);
  return z
    .object({
      range,
      // prefault: an absent filter is parsed as {}, so its fields' own defaults apply.
      filter: jsonParam('filter', z.object(options.filter).prefault({} as z.input<z.ZodObject<Shape>>)),
      sort: jsonParam('sort', options.sort ? sort.default(options.sort) : sort.optional()) as z.ZodType<[Field, SortOrder] | undefined>,
    })
    .transform(({ range, filter, sort }) => ({ filter, sort, ...pageOf(range) }));
}

/** The rows `range` asks for, capped at MAX_PAGE. */
export function pageOf([from, to]: [number, number]): { offset: number; limit: number } {
  return { offset: from, limit: Math.max(0, Math.min(to - from + 1, MAX_PAGE)) };
}
