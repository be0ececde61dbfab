import type pg from 'pg';
import type { PersonalDetails } from './context.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** Written where a customer's words or details stood in a record that stays (a sent mail, an audit entry, a provider's payload). */
export const ERASED = '[erased]';

/** How a word appears inside JSON text (quotes and backslashes escaped). */
export const asInJson = (word: string) => JSON.stringify(word).slice(1, -1);

/** The strings that are the customer's wherever they appear: email, phones, address lines (a name may be someone else's too). */
export const identifyingWords = (customer: PersonalDetails): string[] => [customer.email, ...customer.phones, ...customer.addressLines];

/** The customer's names, looked for only in records of theirs. */
export const namesOf = (customer: PersonalDetails): string[] => [customer.firstName, customer.lastName].filter((name) => name.trim().length >= 2);

/**
 * Replaces each word wherever it stands in a jsonb column (optionally only in the rows `where`
 * picks, whose parameters follow the word and ERASED): for records that stay, such as an audit
 * entry or a provider's payload, with the customer's details inside.
 */
export async function scrubJsonColumn(
  db: Db,
  table: string,
  column: string,
  words: readonly string[],
  where?: { sql: string; values: unknown[] },
): Promise<void> {
  for (const word of words) {
    await db.query(
      `UPDATE ${table} SET ${column} = replace(${column}::text, $1, $2)::jsonb WHERE strpos(${column}::text, $1) > 0${where ? ` AND ${where.sql}` : ''}`,
      [asInJson(word), ERASED, ...(where?.values ?? [])],
    );
  }
}
