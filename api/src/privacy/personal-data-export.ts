import type { Address, PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { ORDER_VIEW_SQL } from '../ordering/index.js';
import { customerReturns } from '../returns/index.js';
import { customerVouchers } from '../vouchers/index.js';

type Db = Pick<pg.Pool, 'query'>;
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `GET /api/auth/me/export`: everything the shop holds about the caller, read in one repeatable-read
 * transaction so the parts agree. A report across contexts, reading their tables as the console's
 * customers report does; the vouchers are folded from their streams as their own answer is.
 */
export async function personalDataExport(deps: { pool: pg.Pool; store: EventStore }, customerId: string): Promise<PersonalDataExport> {
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const account = await one(client, customerId);
    // One connection answers one query at a time: the parts are read in turn, inside the one snapshot.
    const [addresses, orders, returns, reviews, mails, newsletter, contactMessages] = await inTurn([
      () =>
        rows<Address>(
          client,
          `SELECT id::text AS "_id", name, mobile, address, area, city, state, zip, default_address AS "defaultAddress" FROM addresses WHERE user_id = $1 ORDER BY created_at`,
          [customerId],
        ),
      () => ordersWithHistory(client, customerId),
      () => customerReturns(client, customerId),
      () =>
        rows<PersonalDataExport['reviews'][number]>(
          client,
          `SELECT r.id::text AS "_id", r.product_id::text AS "productId", p.name AS "productName", r.full_name AS "fullName", r.email, r.review, r.rating,
           r.visible, ${iso('r.created_at')} AS date
         FROM reviews r LEFT JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 OR r.email = $2 ORDER BY r.created_at`,
          [customerId, account.email],
        ),
      () =>
        rows<PersonalDataExport['mails'][number]>(
          client,
          `SELECT template, subject, recipient AS "to", status, ${iso('created_at')} AS "createdAt", ${iso('sent_at')} AS "sentAt"
         FROM mail_outbox WHERE customer_id = $1 OR recipient = $2 ORDER BY created_at`,
          [customerId, account.email],
        ),
      () =>
        rows<{ subscribedAt: string }>(client, `SELECT ${iso('subscribed_at')} AS "subscribedAt" FROM newsletter_subscriptions WHERE email = $1`, [
          account.email,
        ]),
      () =>
        rows<PersonalDataExport['contactMessages'][number]>(
          client,
          `SELECT source, subject, message, ${iso('received_at')} AS "receivedAt" FROM contact_messages WHERE customer_id = $1 OR email = $2 ORDER BY received_at`,
          [customerId, account.email],
        ),
    ] as const);
    await client.query('COMMIT');
    const vouchers = await customerVouchers({ pool: deps.pool, store: deps.store }, customerId);
    const subscribedAt = newsletter[0]?.subscribedAt ?? null;
    return {
      exportedAt: new Date().toISOString(),
      account,
      addresses,
      orders,
      returns,
      vouchers,
      reviews,
      mails,
      newsletter: { subscribed: subscribedAt !== null, subscribedAt },
      contactMessages,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs the reads one after another (their promises are made lazily). */
async function inTurn<T extends readonly (() => Promise<unknown>)[]>(reads: T): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

async function rows<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  return (await db.query<Row & pg.QueryResultRow>(text, values)).rows;
}

async function one(db: Db, customerId: string): Promise<PersonalDataExport['account']> {
  const [account] = await rows<PersonalDataExport['account']>(
    db,
    `SELECT id::text AS "_id", first_name AS "firstName", last_name AS "lastName", email, role, ${iso('created_at')} AS "createdAt" FROM users WHERE id = $1`,
    [customerId],
  );
  if (!account) throw new Error(`No account ${customerId}`);
  return account;
}

/** The caller's orders, newest first, each with its status history (actors as the accounts stand now). */
async function ordersWithHistory(db: Db, customerId: string): Promise<PersonalDataExport['orders']> {
  const found = await rows<{ order: PersonalDataExport['orders'][number] }>(
    db,
    `SELECT ${ORDER_VIEW_SQL} || jsonb_build_object('history', coalesce((
        SELECT jsonb_agg(jsonb_build_object('field', h.field, 'from', h."from", 'to', h."to", 'actor', actor_view(h.actor), 'reason', h.reason,
                 'at', ${iso('h.at')}, 'revision', h.revision) ORDER BY h.revision, h.seq)
        FROM order_status_history h WHERE h.order_id = o.id), '[]'::jsonb)) AS "order"
     FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [customerId],
  );
  return found.map((row) => row.order);
}
