import { ERASED_CUSTOMER } from '@petshop/contract';
import type pg from 'pg';
import { CATALOG_CHANGED, refreshProductRating } from '../catalog/index.js';

/** Written where a customer's words or details stood in a record that stays (a sent mail, an audit entry, a provider's payload). */
export const ERASED = '[erased]';

/** What identifies the customer, read before it goes: each string is looked for in the records that stay. */
export interface PersonalDetails {
  email: string;
  firstName: string;
  lastName: string;
  /** Every phone number and address line of theirs: their address book's and their orders'. */
  phones: string[];
  addressLines: string[];
}

type Client = Pick<pg.PoolClient, 'query'>;

export async function personalDetails(
  client: Client,
  customerId: string,
  account: { email: string; firstName: string; lastName: string },
): Promise<PersonalDetails> {
  const { rows } = await client.query<{ mobile: string; line: string }>(
    `SELECT mobile, unnest(ARRAY[address, area]) AS line FROM addresses WHERE user_id = $1
     UNION SELECT address ->> 'mobile', unnest(ARRAY[address ->> 'address', address ->> 'area']) FROM order_shipping_addresses WHERE customer_id = $1::text`,
    [customerId],
  );
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value && value.trim().length >= 3))];
  return { ...account, phones: distinct(rows.map((row) => row.mobile)), addressLines: distinct(rows.map((row) => row.line)) };
}

/**
 * Everything the shop keeps of one customer, erased in the caller's transaction (the account row is
 * locked): what only served them goes; what the shop must keep (orders, amounts, refunds, vouchers,
 * reviews' ratings, mails' having been sent) stays with nothing personal in it. The events hold no
 * personal data (docs/privacy.md), so nothing in the event store changes.
 */
export async function eraseCustomerRecords(client: Client, customerId: string, details: PersonalDetails): Promise<void> {
  const id = customerId;
  const needles = [details.email, ...details.phones, ...details.addressLines];
  const statements: [string, unknown[]][] = [
    // The account stays (orders point at it), unusable: no name, an email that is no address (so
    // the address is free for a new sign-up), a password nothing matches, every token refused.
    [
      `UPDATE users SET first_name = '', last_name = '', email = 'erased:' || id::text, password_hash = '!', token_version = token_version + 1,
         erased_at = now(), updated_at = now() WHERE id = $1`,
      [id],
    ],
    ['DELETE FROM addresses WHERE user_id = $1', [id]],
    ['DELETE FROM wishlist_items WHERE user_id = $1', [id]],
    ['DELETE FROM password_reset_tokens WHERE user_id = $1', [id]],
    ['DELETE FROM password_reset_codes WHERE user_id = $1', [id]],
    ['DELETE FROM newsletter_subscriptions WHERE email = $1', [details.email]],
    ['DELETE FROM contact_messages WHERE customer_id = $1::text OR email = $2', [id, details.email]],
    [`DELETE FROM idempotency_keys WHERE scope LIKE 'account:' || $1::text || ' %'`, [id]],
    // The hashes of the client addresses their unpaid orders were placed from (the account can place no more).
    ['DELETE FROM unpaid_orders WHERE customer_id = $1::text', [id]],
    // Mail not sent yet is not sent; a sent one stays as a fact (template, time) without its data.
    [`DELETE FROM mail_outbox WHERE status <> 'sent' AND (customer_id = $1 OR recipient = $2)`, [id, details.email]],
    [`UPDATE mail_outbox SET recipient = $3, reply_to = NULL, data = '{}'::jsonb WHERE customer_id = $1 OR recipient = $2`, [id, details.email, ERASED]],
    // Parcels went where they went: the state stays for the tax records (GST's place of supply).
    [
      `UPDATE order_shipping_addresses SET erased_at = now(), address = jsonb_build_object('_id', address -> '_id', 'name', $2::text,
         'mobile', '', 'address', '', 'area', '', 'city', '', 'state', address -> 'state', 'zip', '') WHERE customer_id = $1::text`,
      [id, ERASED_CUSTOMER],
    ],
    // Their reviews keep their rating and words (the product's figures stand), not who wrote them.
    [`UPDATE reviews SET full_name = $3, email = $4 WHERE user_id = $1 OR email = $2`, [id, details.email, ERASED_CUSTOMER, ERASED]],
  ];
  const reviewed = await client.query<{ productId: string }>('SELECT DISTINCT product_id::text AS "productId" FROM reviews WHERE user_id = $1 OR email = $2', [
    id,
    details.email,
  ]);
  for (const [text, values] of statements) await client.query(text, values);
  await refreshProducts(
    client,
    reviewed.rows.map((row) => row.productId),
  );
  await scrub(client, id, needles, [details.firstName, details.lastName]);
}

/** Products show their latest reviews with the reviewer's name: those the customer reviewed are shown again without it. */
async function refreshProducts(client: Client, productIds: string[]): Promise<void> {
  for (const productId of productIds) {
    await refreshProductRating(client, productId);
    await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, productId]);
  }
}

/**
 * Their details where they stand inside records that stay. An email, phone or address line is theirs
 * wherever it appears (a provider's payload carries the checkout's prefill); a name is only looked for
 * in their own records, since others may share it.
 */
async function scrub(client: Client, customerId: string, needles: string[], names: string[]): Promise<void> {
  const inJson = (word: string) => JSON.stringify(word).slice(1, -1); // as the word appears inside JSON text
  for (const word of needles) {
    for (const table of ['audit_log', 'provider_events'] as const) {
      const column = table === 'audit_log' ? 'changes' : 'payload';
      await client.query(`UPDATE ${table} SET ${column} = replace(${column}::text, $1, $2)::jsonb WHERE strpos(${column}::text, $1) > 0`, [
        inJson(word),
        ERASED,
      ]);
    }
  }
  for (const word of [...needles, ...names.filter((name) => name.trim().length >= 2)]) {
    await client.query('UPDATE mail_outbox SET subject = replace(subject, $2, $3) WHERE customer_id = $1 AND strpos(subject, $2) > 0', [
      customerId,
      word,
      ERASED,
    ]);
    await client.query(`UPDATE audit_log SET changes = replace(changes::text, $2, $3)::jsonb WHERE record_id = $1::text AND strpos(changes::text, $2) > 0`, [
      customerId,
      inJson(word),
      ERASED,
    ]);
  }
}
