import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../database/migrate.js';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

const urlOf = (name: string) => {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A database migrated once for every test database of these migrations (named by their contents),
 * which each test database is copied from: copying takes a fraction of a second where migrating
 * takes seconds, and a migration's long transaction would hold back the event readers of every
 * other test database on the cluster for a moment (horizon.ts).
 * It is kept between runs; a change to any migration names another one.
 */
let template: Promise<string> | undefined;
const migratedTemplate = () => (template ??= makeTemplate());

async function makeTemplate(): Promise<string> {
  const files = (await readdir(MIGRATIONS_DIR)).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${await readFile(path.join(MIGRATIONS_DIR, file), 'utf8')}\0`);
  const name = `petshop_template_${hash.digest('hex').slice(0, 16)}`;
  return withAdmin(async (admin) => {
    // One process migrates it; the others (jest's workers, other runs) wait for it here.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rows } = await admin.query<{ ready: boolean }>('SELECT datistemplate AS ready FROM pg_database WHERE datname = $1', [name]);
      if (rows[0]?.ready) return name;
      // Left half-migrated by a process that died: made again.
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await migrate(urlOf(name));
      // Nobody connects to it any more: a copy is refused while anyone is connected to its template.
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** A fresh, migrated database of the test's own, dropped afterwards: tests never share state. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `petshop_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const source = await migratedTemplate();
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(source)}`));
  const url = urlOf(name);
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      await dropDatabase(name);
    },
  };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
}
