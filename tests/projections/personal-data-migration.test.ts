import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { migrate } from '../../api/src/platform/database/migrate.js';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { TEST_POSTGRES_URL } from '../../api/src/platform/testing/test-database.js';

// Migration 0037 on a database made with the code before it: events in the old shape (the address,
// the shopper's email and name in OrderPlaced, emails in actors) are moved and rewritten.
const MIGRATIONS = path.resolve(__dirname, '../../api/migrations');
const name = `petshop_pii_migration_${randomUUID().slice(0, 8)}`;
const url = Object.assign(new URL(TEST_POSTGRES_URL), { pathname: `/${name}` }).toString();

describe('migration 0037: personal data out of the events', () => {
  let pool: pg.Pool;
  const admin = () => new pg.Client({ connectionString: TEST_POSTGRES_URL });
  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const before = (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.up.sql') && file < '0037').length;
    await runner({
      databaseUrl: url,
      dir: MIGRATIONS,
      migrationsTable: 'pgmigrations',
      direction: 'up',
      count: before,
      log: () => undefined,
      migrationLoaderStrategies: [{ extensions: ['.sql'], loader: 'sql' }],
    });
    pool = new pg.Pool({ connectionString: url });
  });
  afterAll(async () => {
    await pool.end();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await client.end();
  });

  const customerId = randomUUID();
  const orderId = randomUUID();
  const address = { _id: randomUUID(), ...HOME_ADDRESS };
  const actor = { _id: customerId, email: 'asha@example.in', role: 'customer' };
  const event = (streamId: string, revision: number, type: string, data: object) =>
    pool.query(`INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)`, [
      randomUUID(),
      streamId,
      revision,
      type,
      JSON.stringify(data),
      JSON.stringify({ actor, correlationId: 'c', causationId: 'c' }),
    ]);

  it('moves the addresses into their table, rewrites the events and the read models, and keeps everything else', async () => {
    const placed = {
      orderId,
      orderNumber: 'PS-1',
      customer: { _id: customerId, email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' },
      lines: [{ productId: 'p-1', name: 'Kibble', unitPrice: 100, quantity: 1, image: null, colors: [] }],
      totalAmount: 100,
      currency: 'INR',
      shippingAddress: address,
      razorpayOrderId: 'order_rzp_1',
      at: '2026-01-01T10:00:00.000Z',
    };
    await event(`order-${orderId}`, 0, 'OrderPlaced', placed);
    await event('return-r1', 0, 'ReturnRequested', { returnId: 'r1', customer: { _id: customerId, email: 'asha@example.in' }, orders: [], at: 'x' });
    await event('voucher-V1', 0, 'VoucherIssued', { code: 'V1', owner: { _id: customerId, email: 'asha@example.in' }, amount: 5, returnId: 'r1', at: 'x' });
    await pool.query(
      `INSERT INTO orders (id, order_number, customer_id, customer_email, customer_name, status, payment_status, total_amount, view, created_at, updated_at, revision)
       VALUES ($1, 'PS-1', $2, 'asha@example.in', 'Asha Rao', 'placed', 'pending', 100, $3, now(), now(), 0)`,
      [orderId, customerId, JSON.stringify({ _id: orderId, shippingAddress: address })],
    );

    // 0037 first; the migrations after it (which it must not depend on) follow.
    expect((await migrate(url))[0]).toBe('0037_personal-data-out-of-events');

    const { rows: events } = await pool.query<{ type: string; data: Record<string, unknown>; metadata: { actor: object } }>(
      'SELECT type, data, metadata FROM events ORDER BY position',
    );
    const { shippingAddress: _moved, customer: _customer, ...kept } = placed;
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'OrderPlaced', data: { ...kept, customer: { _id: customerId } } },
      { type: 'ReturnRequested', data: expect.objectContaining({ customer: { _id: customerId } }) },
      { type: 'VoucherIssued', data: expect.objectContaining({ owner: { _id: customerId }, amount: 5 }) },
    ]);
    for (const { metadata } of events) expect(metadata.actor).toEqual({ _id: customerId, role: 'customer' });
    expect((await pool.query('SELECT order_id, customer_id, address FROM order_shipping_addresses')).rows).toEqual([
      { order_id: orderId, customer_id: customerId, address },
    ]);
    const order = (await pool.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
    expect(order).not.toHaveProperty('customer_email');
    // The address left the view; later migrations only add the parcels' and the invoice's fields.
    expect(order.view).toEqual({ _id: orderId, shipments: [], fulfilment: 'unshipped', invoice: null, creditNotes: [] });
    const everything = JSON.stringify((await pool.query('SELECT data, metadata FROM events')).rows);
    expect(everything).not.toMatch(/asha@example\.in|Asha|Lotus Apartments|9876543210/);
    // Still append-only after it.
    await expect(pool.query(`UPDATE events SET type = type`)).rejects.toThrow(/append-only/);
  });
});
