import pg from 'pg';
import { AddressesRepository } from '../../addresses/addresses.repository.js';
import { claimDueMails } from '../../mail/sending.js';
import { customersOrdersJson } from '../../ordering/read-models/orders/orders.query.js';
import { PostgresEventStore } from '../event-store/postgres.event-store.js';
import { KEEP_ANSWERS } from '../http/idempotency.interceptor.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

// A shop some weeks old, analysed: with tables this size, plans made with the values look cheaper
// than the plan made without them, so a statement that lets the planner see its values is planned
// again at every call.
const SHOP = `
  INSERT INTO users (id, first_name, last_name, email, password_hash, role)
    SELECT ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Asha', 'Rao', 'asha' || g || '@example.in', 'x', 'customer'
    FROM generate_series(1, 2000) g;
  INSERT INTO addresses (id, user_id, name, mobile, address, area, city, state, zip)
    SELECT ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
      'Asha Rao', '9876543210', '12 MG Road', 'Indiranagar', 'Bengaluru', 'Karnataka', '560038'
    FROM generate_series(1, 2000) g;
  INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
    SELECT gen_random_uuid(), 'order-' || g, r, 'OrderStatusChanged', '{}', '{}' FROM generate_series(1, 2000) g, generate_series(0, 2) r;
  INSERT INTO orders (id, order_number, customer_id, status, payment_status, total_amount, view, created_at, updated_at, revision)
    SELECT 'o-' || g, 'PS-' || g, 'c-' || (g % 500), 'placed', 'paid', 100, '{}', now(), now(), 0 FROM generate_series(1, 4000) g;
  INSERT INTO mail_outbox (key, template, recipient, subject, data, status)
    SELECT 'mail-' || g, 'order-confirmation', 'asha@example.in', 'Your order', '{}', CASE WHEN g <= 3990 THEN 'sent' ELSE 'pending' END
    FROM generate_series(1, 4000) g;
  INSERT INTO idempotency_keys (scope, key, fingerprint) SELECT 'account:a POST /api/orders', 'key-' || g, 'f' FROM generate_series(1, 4000) g;
  ANALYZE`;

const CALLS = 8;

describe('the hot statements are planned once per connection', () => {
  let database: TestDatabase;
  let connection: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('plan_once');
    await database.pool.query(SHOP);
    // One connection: prepared statements and their plans belong to it.
    connection = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await connection.end();
    await database.drop();
  });

  const keptPlans = async () => {
    const { rows } = await connection.query<{ name: string; generic_plans: string; custom_plans: string }>(
      'SELECT name, generic_plans, custom_plans FROM pg_prepared_statements',
    );
    return new Map(rows.map((row) => [row.name, { generic: Number(row.generic_plans), custom: Number(row.custom_plans) }]));
  };

  /** Postgres makes five plans with the values first, then keeps its generic plan if that is no dearer. */
  const plannedOnce = { generic: CALLS - 5, custom: 5 };

  it('reads streams and $all with the plan it kept', async () => {
    const store = new PostgresEventStore(connection);
    const [first] = await store.readAll({ limit: 1 });
    for (let call = 0; call < CALLS; call++) {
      await store.readStream(`order-${call + 1}`);
      await store.readAll({ after: first!.position, limit: 500 });
    }
    const plans = await keptPlans();
    expect({ streams: plans.get('event-store-read-streams'), all: plans.get('event-store-read-all') }).toEqual({
      streams: plannedOnce,
      all: { generic: CALLS + 1 - 5, custom: 5 },
    });
  });

  it("lists shoppers' orders, finds checkout addresses, keeps idempotent answers and claims mail with the plan it kept", async () => {
    const addresses = new AddressesRepository(connection);
    for (let call = 1; call <= CALLS; call++) {
      await customersOrdersJson(connection, [`c-${call}`]);
      const n = String(call).padStart(12, '0');
      await expect(addresses.find(`00000000-0000-4000-8000-${n}`, `00000000-0000-4000-9000-${n}`)).resolves.toMatchObject({ city: 'Bengaluru' });
      const answer = { scope: 'account:a POST /api/orders', key: `key-${call}`, status: 201, answer: {} };
      await connection.query({ name: 'idempotency-answers', text: KEEP_ANSWERS, values: [JSON.stringify([answer]), [answer.scope], [answer.key]] });
      await claimDueMails(connection, 1, 60_000, 1);
    }
    const plans = await keptPlans();
    const names = ['customers-orders', 'addresses-by-id', 'idempotency-answers', 'claim-due-mails'];
    expect(Object.fromEntries(names.map((name) => [name, plans.get(name)]))).toEqual(Object.fromEntries(names.map((name) => [name, plannedOnce])));
  });
});
