import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../testing/test-database.js';
import { databaseIdleTransactionTimeout, setDatabaseIdleTransactionTimeout } from './idle-transactions.js';
import { Lease, LEASE_HOLDERS } from './lease.js';
import { PgNotifications } from './notifications.js';
import { createPool, withTransaction } from './pool.js';
import { ProcessInstance } from './process-instance.js';

const silent = { info: () => undefined, warn: () => undefined };

describe('the idle transaction timeout', () => {
  let database: TestDatabase;
  let pools: pg.Pool[] = [];
  let clients: pg.Client[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('idle_transactions');
  });
  afterEach(async () => {
    await Promise.all([...pools.map((pool) => pool.end()), ...clients.map((client) => client.end().catch(() => undefined))]);
    pools = [];
    clients = [];
  });
  afterAll(() => database.drop());

  const pool = (options: Parameters<typeof createPool>[1]) => {
    const made = createPool(database.url, options);
    pools.push(made);
    return made;
  };
  /** A session opened as a person's psql opens one: no settings of its own. */
  const plainSession = async (url = database.url) => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  const show = async (db: Pick<pg.Pool, 'query'>) =>
    (await db.query<{ idle_in_transaction_session_timeout: string }>('SHOW idle_in_transaction_session_timeout')).rows[0]!.idle_in_transaction_session_timeout;
  const backendsOf = async (application: string) =>
    (await database.pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [application]))
      .rows;

  it("is set on every connection of a pool, beside the pool's own settings; 0 turns it off even where the database sets one", async () => {
    const projections = pool({ applicationName: 'spec-projections', asynchronousCommit: true, session: { idleTransactionTimeoutMs: 1_500 } });
    // Two connections, both held at once, so neither is the other.
    const clientsOfPool = await Promise.all([projections.connect(), projections.connect()]);
    try {
      expect(projections.totalCount).toBe(2);
      for (const client of clientsOfPool) {
        expect(await show(client)).toBe('1500ms');
        expect((await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!.synchronous_commit).toBe('off');
      }
    } finally {
      for (const client of clientsOfPool) client.release();
    }

    const database1s = await plainSession();
    await database1s.query(`ALTER DATABASE ${pg.escapeIdentifier(database1s.database!)} SET idle_in_transaction_session_timeout = 1000`);
    try {
      expect(await show(pool({ session: { idleTransactionTimeoutMs: 0 } }))).toBe('0');
      expect(await show(pool({}))).toBe('1s');
    } finally {
      await database1s.query(`ALTER DATABASE ${pg.escapeIdentifier(database1s.database!)} RESET idle_in_transaction_session_timeout`);
    }
  });

  it('ends a transaction of the shop left idle between two statements: its next statement fails, the process lives on, the pool drops the connection', async () => {
    const shop = pool({ applicationName: 'spec-stuck', session: { idleTransactionTimeoutMs: 300 } });
    const stuck = withTransaction(shop, async (client) => {
      await client.query('SELECT pg_current_xact_id()');
      // Stuck on something else (a hung call), with the transaction open.
      await eventually(async () => expect(await backendsOf('spec-stuck')).toEqual([]));
      await client.query('SELECT 1');
    });
    await expect(stuck).rejects.toThrow(/idle-in-transaction timeout|not queryable|Connection terminated/);
    expect(shop.totalCount).toBe(0);
    expect((await shop.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('never ends the listener, liveness and lease connections that carry it: they wait outside any transaction', async () => {
    const session = { idleTransactionTimeoutMs: 300 };
    const listener = new PgNotifications(database.url, session);
    const instance = new ProcessInstance(database.url, 'spec-instance', session);
    const lease = new Lease(database.url, 'idle-spec', silent, session);
    await Promise.all([listener.start(), instance.start()]);
    lease.run(() => ({ stop: async () => undefined }));
    try {
      await listener.listen('spec_channel', () => undefined);
      await eventually(() => expect(lease.held).toBe(true));
      const [holder] = (await database.pool.query<{ pid: number }>(`${LEASE_HOLDERS} AND l.granted`, ['idle-spec'])).rows;

      // A sibling with the same setting, left idle in a write transaction, is ended by it...
      const sibling = await pool({ applicationName: 'spec-sibling', session }).connect();
      const siblingEnded = new Promise((resolve) => sibling.once('error', resolve));
      await sibling.query('BEGIN');
      await sibling.query('SELECT pg_current_xact_id()');
      await siblingEnded;
      sibling.release(true);

      // ...while these, idle as long, are not: none is inside a transaction.
      const { rows } = await database.pool.query<{ application: string; state: string; inTransaction: boolean }>(
        `SELECT application_name AS application, state, xact_start IS NOT NULL AS "inTransaction" FROM pg_stat_activity
         WHERE datname = current_database() AND application_name IN ('petshop-listener', 'spec-instance-liveness', 'petshop-lease:idle-spec')
         ORDER BY application_name`,
      );
      expect(rows).toEqual([
        { application: 'petshop-lease:idle-spec', state: 'idle', inTransaction: false },
        { application: 'petshop-listener', state: 'idle', inTransaction: false },
        { application: 'spec-instance-liveness', state: 'idle', inTransaction: false },
      ]);
      expect(lease.held).toBe(true);
      expect((await database.pool.query(`${LEASE_HOLDERS} AND l.granted`, ['idle-spec'])).rows).toEqual([holder]);
    } finally {
      await Promise.all([lease.stop(), listener.stop(), instance.stop()]);
    }
  });

  it("is set on the database for people's sessions, once however often the shop starts, and a role that does not own it is refused, which is said", async () => {
    const said: string[] = [];
    const owner = pool({ max: 2 });
    expect(await databaseIdleTransactionTimeout(owner)).toBeNull();
    expect(await Promise.all([1, 2].map(() => setDatabaseIdleTransactionTimeout(owner, { idleTransactionTimeoutMs: 45_000 }, said.push.bind(said))))).toEqual(
      expect.arrayContaining(['set', 'kept']),
    );
    expect(await setDatabaseIdleTransactionTimeout(owner, { idleTransactionTimeoutMs: 45_000 }, said.push.bind(said))).toBe('kept');
    expect(await show(await plainSession())).toBe('45s');
    expect(await setDatabaseIdleTransactionTimeout(owner, { idleTransactionTimeoutMs: 0 }, said.push.bind(said))).toBe('set');
    expect(await show(await plainSession())).toBe('0');
    expect(said).toEqual([]);

    const role = `petshop_not_owner_${randomBytes(4).toString('hex')}`;
    const admin = await plainSession(TEST_POSTGRES_URL);
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    try {
      const url = new URL(database.url);
      url.username = role;
      const stranger = createPool(url.toString(), { max: 1 });
      try {
        expect(await setDatabaseIdleTransactionTimeout(stranger, { idleTransactionTimeoutMs: 10_000 }, said.push.bind(said))).toBe('refused');
      } finally {
        await stranger.end();
      }
      expect(said).toEqual([expect.stringMatching(/^Could not set idle_in_transaction_session_timeout on the database \(must be owner of database .*\)/)]);
      expect(await databaseIdleTransactionTimeout(owner)).toBe('0');
    } finally {
      await admin.query(`DROP ROLE ${role}`);
    }
  });
});
