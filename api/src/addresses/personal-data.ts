import type { Address, PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { DataSubject, PersonalDetails } from '../platform/context.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** The phones and address lines of the customer's address book, for the records that stay to be searched for them. */
export async function addressDetails(db: Db, customerId: string): Promise<Pick<PersonalDetails, 'phones' | 'addressLines'>> {
  const { rows } = await db.query<{ mobile: string; address: string; area: string }>('SELECT mobile, address, area FROM addresses WHERE user_id = $1', [
    customerId,
  ]);
  return { phones: rows.map((row) => row.mobile), addressLines: rows.flatMap((row) => [row.address, row.area]) };
}

export async function eraseAddresses(db: Db, { customerId }: PersonalDetails): Promise<void> {
  await db.query('DELETE FROM addresses WHERE user_id = $1', [customerId]);
}

export async function exportAddresses({ db }: { db: Db }, { customerId }: DataSubject): Promise<Pick<PersonalDataExport, 'addresses'>> {
  const { rows } = await db.query<Address>(
    `SELECT id::text AS "_id", name, mobile, address, area, city, state, zip, default_address AS "defaultAddress" FROM addresses WHERE user_id = $1 ORDER BY created_at`,
    [customerId],
  );
  return { addresses: rows };
}
