import { z } from 'zod';
import type { SortOrder } from '../../platform/database/paged-list.js';
import { nulField, nulMessage } from '../../platform/http/nul-characters.js';
import type { FilterKind, FilterKinds, FilterValues } from './list-filters.js';

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
      // Rules of ours (custom checks) have words for the caller, and say where; zod's own shape messages would name JSON paths.
      const { issues } = parsed.error;
      if (issues.every((issue) => issue.code === 'custom')) {
        for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      } else {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON of the expected shape` });
      }
      return z.NEVER;
    });

const range = jsonParam(
  'range',
  z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .default([0, 24])
    .refine(([from, to]) => to >= from, 'range must not end before it starts ([from,to], both included)'),
).describe(`[from,to], both included: [0,24] without one, at most ${MAX_PAGE} records`);

/**
 * A list's `filter`: a JSON object of the filters the list declares (list-filters.ts), each of its
 * kind. A key the list does not offer, or a value of another kind, is refused naming the key: left
 * out, it would answer the whole list as if filtered.
 */
function filterParam<Kinds extends FilterKinds>(kinds: Kinds) {
  for (const [key, kind] of Object.entries(kinds)) {
    if (typeof (kind as Partial<FilterKind>).says !== 'string') throw new Error(`The filter ${key} is no filter kind (list-filters.ts)`);
  }
  const offered = Object.keys(kinds);
  const object = z.strictObject(kinds);
  return jsonParam(
    'filter',
    z.unknown().transform((value, ctx) => {
      if (value === undefined) value = {};
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object' });
        return z.NEVER;
      }
      const parsed = object.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue(filterIssue(issue, offered));
      return z.NEVER;
    }) as z.ZodType<FilterValues<Kinds>>,
  ).describe(filterDescription(kinds));
}

/** The `filter` parameter in the OpenAPI document, written from the kinds themselves. */
function filterDescription(kinds: FilterKinds): string {
  const entries = Object.entries(kinds);
  if (!entries.length) return 'This list has no filter: any key is a 400.';
  const each = entries.map(([key, kind]) => `${key}: ${kind.says}`).join('; ');
  return `A JSON object of any of these filters: ${each}. Any other key, or a value of another kind, is a 400 naming the key.`;
}

function filterIssue(issue: z.core.$ZodIssue, offered: readonly string[]): { code: 'custom'; path: PropertyKey[]; message: string } {
  if (issue.code === 'unrecognized_keys') {
    const key = String(issue.keys[0]);
    const offers = offered.length ? `it offers ${offered.join(', ')}` : 'it offers none';
    return { code: 'custom', path: [key], message: `filter.${key} is not a filter of this list (${offers})` };
  }
  const key = String(issue.path[0]);
  return { code: 'custom', path: [key], message: `filter.${key} must be ${issue.message}` };
}

/**
 * A staff list's query: `range=[from,to]` (inclusive, 25 records by default, at most MAX_PAGE),
 * `filter={…}` of the list's filters (each key's kind, list-filters.ts), and `sort=["field","ASC"]`
 * over the list's sortable fields, `id` among them: it is react-admin's default sort (a `<List>` or
 * `<ReferenceManyField>` without one). Without a default, an absent sort is undefined and the list
 * keeps its own order. Parsed, it is the list's page query: the filter, the sort, offset and limit.
 */
export function listQuery<Kinds extends FilterKinds, Field extends string>(
  list: { sortFields: readonly Field[] },
  options: { filter: Kinds; sort?: [NoInfer<Field>, SortOrder] },
) {
  const sort = z.tuple([z.enum(list.sortFields as [Field, ...Field[]]), z.enum(['ASC', 'DESC'])]);
  return z
    .object({
      range,
      filter: filterParam(options.filter),
      sort: jsonParam('sort', options.sort ? sort.default(options.sort) : sort.optional()).describe(
        `["field","ASC"|"DESC"], the field one of ${list.sortFields.join(', ')}${options.sort ? `; ${JSON.stringify(options.sort)} without one` : ''}`,
      ) as z.ZodType<[Field, SortOrder] | undefined>,
    })
    .transform(({ range, filter, sort }) => ({ filter, sort, ...pageOf(range) }));
}

/** The rows `range` asks for, capped at MAX_PAGE. */
export function pageOf([from, to]: [number, number]): { offset: number; limit: number } {
  return { offset: from, limit: Math.max(0, Math.min(to - from + 1, MAX_PAGE)) };
}
