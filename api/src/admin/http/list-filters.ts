import { z } from 'zod';

/**
 * What one filter of a staff list takes (a kind), with the words that tell a caller who sent
 * something else. A list declares its filters once, key to kind; listQuery (staff-list-query.ts)
 * refuses a key the list does not declare and a value not of its key's kind, a 400 naming the key,
 * rather than leaving the filter out and answering the whole list. Every filter is optional.
 */
export type FilterKind<T = unknown> = z.ZodType<T | undefined> & { readonly says: string };

/** A staff list's filters: each key's kind. */
export type FilterKinds = Record<string, FilterKind>;

/** The filter a list's kinds let through: any of its keys, each of its kind. */
export type FilterValues<Kinds extends FilterKinds> = { [K in keyof Kinds]?: Exclude<z.output<Kinds[K]>, undefined> };

/** A value of `schema`, said in `says` ("text of at most 100 characters"): the key is prefixed to it, `filter.q must be …`. */
export function filterKind<T>(says: string, schema: z.ZodType<T>): FilterKind<T> {
  const checked = z
    .unknown()
    .transform((value, ctx) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: says });
      return z.NEVER;
    })
    .optional();
  return Object.assign(checked, { says }) as unknown as FilterKind<T>;
}

/** The kind, and its value when the caller gives none (alerts' `open`). */
export function withDefault<T>(kind: FilterKind<T>, value: NoInfer<T>): FilterKind<T> & z.ZodType<T> {
  return Object.assign(kind.default(value as never), { says: kind.says }) as unknown as FilterKind<T> & z.ZodType<T>;
}

const MAX_TEXT = 100;

/** A search (`q`) or a piece of text: a blank one filters nothing. */
export const text = (max = MAX_TEXT) => filterKind(`text of at most ${max} characters`, z.string().trim().max(max));

/** A record's id, as text (a UUID, an order's id): one that names nothing is an empty page, not a 400. */
export const recordId = filterKind(`an id (text of 1 to ${MAX_TEXT} characters)`, z.string().trim().min(1).max(MAX_TEXT));

/** react-admin's getMany (a ReferenceField's records): `{"id":[…]}`, or one id. */
export const recordIds = filterKind(
  `an id or a list of at most ${MAX_TEXT} ids`,
  z.union([z.string().max(MAX_TEXT), z.array(z.string().max(MAX_TEXT)).max(MAX_TEXT)]),
);

export const flag = filterKind('true or false', z.boolean());

/** One of an enumeration's values (a status, a kind). */
export const oneOf = <Schema extends z.ZodEnum>(schema: Schema): FilterKind<z.output<Schema>> =>
  filterKind(`one of ${schema.options.join(', ')}`, schema as unknown as z.ZodType<z.output<Schema>>);

/** India's financial year as documents write it: `2026-27`. */
export const financialYear = filterKind('a financial year such as 2026-27', z.string().regex(/^\d{4}-\d{2}$/));

/** A bound on a date (react-admin's date input sends a bare date, YYYY-MM-DD) or an instant with its offset. */
export const dateBound = filterKind('a date (YYYY-MM-DD) or an instant with its offset (ISO 8601)', z.union([z.iso.date(), z.iso.datetime({ offset: true })]));
