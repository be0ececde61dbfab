import type { PersonalDataExport } from '@petshop/contract';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from '../platform/config.js';
import type { DataSubject, PersonalDetails } from '../platform/context.js';
import { isoTime } from '../platform/database/sql-time.js';
import { ORDER_VIEW_SQL } from './checkout/shipping-addresses.js';
import { forgetCustomerUnpaidOrders } from './checkout/unpaid-order-counts.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** The phones and address lines their orders were shipped to, for the records that stay to be searched for them. */
export async function shippingDetails(db: Db, customerId: string): Promise<Pick<PersonalDetails, 'phones' | 'addressLines'>> {
  const { rows } = await db.query<{ mobile: string | null; address: string | null; area: string | null }>(
    `SELECT address ->> 'mobile' AS mobile, address ->> 'address' AS address, address ->> 'area' AS area FROM order_shipping_addresses WHERE customer_id = $1::text`,
    [customerId],
  );
  return { phones: rows.flatMap((row) => row.mobile ?? []), addressLines: rows.flatMap((row) => [row.address ?? [], row.area ?? []].flat()) };
}

/**
 * Orders and their amounts stay. Parcels went where they went, so the state stays for the tax
 * records (GST's place of supply) and the rest of each shipping address goes.
 */
export async function eraseShippingDetails(db: Db, { customerId }: PersonalDetails): Promise<void> {
  const { ERASED_CUSTOMER } = await import('@petshop/contract'); // the contract's schemas load with it: not at the start of every process that reads the contexts
  await db.query(
    `UPDATE order_shipping_addresses SET erased_at = now(), address = jsonb_build_object('_id', address -> '_id', 'name', $2::text,
       'mobile', '', 'address', '', 'area', '', 'city', '', 'state', address -> 'state', 'zip', '') WHERE customer_id = $1::text`,
    [customerId, ERASED_CUSTOMER],
  );
}

/** Their unpaid orders no longer count (the account can place no more), and the hashes of the client addresses they were placed from go. */
export async function forgetUnpaidOrdersOf(redis: Redis, config: Pick<Config, 'REDIS_PREFIX'>, { customerId }: DataSubject): Promise<void> {
  await forgetCustomerUnpaidOrders(redis, config.REDIS_PREFIX, customerId);
}

/** The customer's orders, newest first, each with its status history (actors as the accounts stand now). */
export async function exportOrders({ db }: { db: Db }, { customerId }: DataSubject): Promise<Pick<PersonalDataExport, 'orders'>> {
  const { rows } = await db.query<{ order: PersonalDataExport['orders'][number] }>(
    `SELECT ${ORDER_VIEW_SQL} || jsonb_build_object('history', coalesce((
        SELECT jsonb_agg(jsonb_build_object('field', h.field, 'from', h."from", 'to', h."to", 'actor', actor_view(h.actor), 'reason', h.reason,
                 'at', ${isoTime('h.at')}, 'revision', h.revision) ORDER BY h.revision, h.seq)
        FROM order_status_history h WHERE h.order_id = o.id), '[]'::jsonb)) AS "order"
     FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [customerId],
  );
  return { orders: rows.map((row) => row.order) };
}
