import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../database/migrate.js';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the test's own, dropped afterwards: tests never share state. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `petshop_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      await dropDatabase(name);
    },
  };
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
