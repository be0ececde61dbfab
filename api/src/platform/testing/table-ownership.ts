import type pg from 'pg';
import type { ContextDescriptor } from '../context.js';

/**
 * A column holds personal data when its name says so: a person's name, email, phone or address, or
 * what stands for one of them (a hash of an email or of a client address still singles the person
 * out). Names by exact match, so that `products.name` or `settings.support_email` (the shop's own)
 * are not taken for a customer's; a new personal column with another name belongs in this list.
 */
export const PERSONAL_COLUMNS = [
  'email',
  'email_hash',
  'recipient',
  'reply_to',
  'first_name',
  'last_name',
  'full_name',
  'mobile',
  'phone',
  'address',
  'address_hash',
  'area',
  'zip',
  'pincode',
  'ip',
  'ip_address',
  'user_agent',
] as const;

/** The tables of the migrated database, each with the personal columns it has. */
export async function tablesOf(db: Pick<pg.Pool, 'query'>): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ table: string; personal: string[] }>(
    `SELECT table_name AS table, array_agg(column_name::text ORDER BY ordinal_position) FILTER (WHERE column_name = ANY($1)) AS personal
     FROM information_schema.columns WHERE table_schema = 'public' GROUP BY table_name`,
    [PERSONAL_COLUMNS],
  );
  return new Map(rows.map((row) => [row.table, row.personal ?? []]));
}

/** What the list leaves unsaid about the database: tables nobody owns, and personal data no hook erases. */
export function ownershipGaps(tables: Map<string, string[]>, list: readonly ContextDescriptor[]) {
  const ownerOf = (table: string) => list.filter((context) => context.tables?.includes(table)).map((context) => context.name);
  return {
    unowned: [...tables.keys()].filter((table) => ownerOf(table).length !== 1).sort(),
    ownedButMissing: list.flatMap((context) => (context.tables ?? []).filter((table) => !tables.has(table))).sort(),
    personalWithoutErase: [...tables]
      .filter(([table, personal]) => personal.length > 0 && !list.some((context) => context.tables?.includes(table) && context.erase))
      .map(([table, personal]) => `${table} (${personal.join(', ')})`)
      .sort(),
  };
}
