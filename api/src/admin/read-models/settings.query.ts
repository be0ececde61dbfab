import type { StoreSettings } from '@petshop/contract';
import type pg from 'pg';

export const SETTINGS_ID = 'store';

export const SETTINGS_COLUMNS = `id, site_name AS "siteName", support_email AS "supportEmail", monthly_order_goal AS "monthlyOrderGoal",
  carriers, legal_name AS "legalName", seller_address AS address, gstin, invoice_prefix AS "invoicePrefix", hsn_codes AS "hsnCodes",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/** The one settings record (migration 0021 writes it with its defaults). */
export async function readSettings(pool: Pick<pg.Pool, 'query'>): Promise<StoreSettings> {
  const { rows } = await pool.query<StoreSettings>(`SELECT ${SETTINGS_COLUMNS} FROM settings WHERE id = $1`, [SETTINGS_ID]);
  return rows[0]!;
}
