import pg from 'pg';
import type { Config } from '../config.js';

/**
 * What every connection of the shop's processes starts its session with. A transaction left open
 * in the shop's database (a psql session after an UPDATE, a stuck job) holds back every event
 * written after it began (horizon.ts) until it ends; Postgres ends one left idle this long.
 * Connections that wait on purpose (the lease, the liveness locks, LISTEN) hold session locks
 * outside any transaction, so the timeout never touches them.
 */
export interface SessionSettings {
  /** Postgres ends the session once it has been idle inside a transaction this long (ms); 0 never does. */
  idleTransactionTimeoutMs: number;
}

type Db = Pick<pg.Pool, 'query'>;

export function sessionSettings(config: Pick<Config, 'IDLE_TRANSACTION_TIMEOUT_SECONDS'>): SessionSettings {
  return { idleTransactionTimeoutMs: config.IDLE_TRANSACTION_TIMEOUT_SECONDS * 1000 };
}

/**
 * The startup `options` (`-c name=value …`) for `settings` and `more`: sent as the connection
 * opens, so a setting costs no round trip. 0 is sent too, so that it turns the timeout off even
 * where the database or the server sets one. (Options in DATABASE_URL's query would replace these.)
 */
export function startupOptions(settings: SessionSettings | undefined, more: Record<string, string> = {}): string | undefined {
  const all: Record<string, string> = {
    ...(settings ? { idle_in_transaction_session_timeout: String(settings.idleTransactionTimeoutMs) } : {}),
    ...more,
  };
  const options = Object.entries(all).map(([name, value]) => `-c ${name}=${value}`);
  return options.length ? options.join(' ') : undefined;
}

/** pg's configuration of one connection of the shop's to `databaseUrl`, named `applicationName` in pg_stat_activity. */
export function connectionConfig(databaseUrl: string, applicationName: string | undefined, settings: SessionSettings | undefined): pg.ClientConfig {
  const options = startupOptions(settings);
  return { connectionString: databaseUrl, ...(applicationName ? { application_name: applicationName } : {}), ...(options ? { options } : {}) };
}

/** Two processes starting together (API_INSTANCES) set the database one after the other: concurrent ALTER DATABASEs fail. */
const DATABASE_SETTING_LOCK = 0x5e7_1003;
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Sets the timeout on the shop's database itself (ALTER DATABASE … SET), so that every session
 * opened on it later gets it, a person's psql included. Answers what it did: `set`, `kept` (it was
 * already so), or `refused` (only the database's owner or a superuser may, which `log` is told).
 * The setting lives in the cluster's catalogue, not in the database: a copy (CREATE DATABASE …
 * TEMPLATE) or a restored dump comes without it, which is why the API sets it again as it starts.
 */
export async function setDatabaseIdleTransactionTimeout(db: Pick<pg.Pool, 'connect'>, settings: SessionSettings, log: (message: string) => void) {
  const value = String(settings.idleTransactionTimeoutMs);
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [DATABASE_SETTING_LOCK]);
    if ((await databaseIdleTransactionTimeout(client)) === value) {
      await client.query('COMMIT');
      return 'kept';
    }
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    await client.query(`ALTER DATABASE ${pg.escapeIdentifier(rows[0]!.name)} SET idle_in_transaction_session_timeout = ${Number(value)}`);
    await client.query('COMMIT');
    return 'set';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    log(
      `Could not set idle_in_transaction_session_timeout on the database (${(error as Error).message}): the shop's own connections carry it, ` +
        "but people's sessions (psql) get the server's setting. Its owner can run: ALTER DATABASE <name> SET idle_in_transaction_session_timeout = " +
        value,
    );
    return 'refused';
  } finally {
    client.release();
  }
}

/** The database's own idle_in_transaction_session_timeout as ALTER DATABASE left it, or null when it sets none. */
export async function databaseIdleTransactionTimeout(db: Db): Promise<string | null> {
  const { rows } = await db.query<{ value: string | null }>(
    `SELECT (SELECT substr(setting, length('idle_in_transaction_session_timeout=') + 1)
             FROM pg_db_role_setting r, unnest(r.setconfig) setting
             WHERE r.setrole = 0 AND r.setdatabase = d.oid AND setting LIKE 'idle\\_in\\_transaction\\_session\\_timeout=%') AS value
     FROM pg_database d WHERE d.datname = current_database()`,
  );
  return rows[0]?.value ?? null;
}
