import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { RunnerOption } from 'node-pg-migrate';
import { connectionConfig, type SessionSettings } from './idle-transactions.js';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/**
 * node-pg-migrate, loaded only by a process that migrates: the worker, the mailer and the projections
 * reach this module through the platform's index and never migrate (but for a rebuild), and the
 * library's import of node:process makes a process's standard output non-blocking.
 */
async function runner(options: RunnerOption) {
  const { runner: run } = await import('node-pg-migrate');
  return run(options);
}

/** Creates the database named in the URL when it does not exist (connecting to `postgres` to do so). */
export async function ensureDatabase(databaseUrl: string, session?: SessionSettings): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client(connectionConfig(admin.toString(), 'petshop-migrate', session));
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      });
    }
  } finally {
    await client.end();
  }
}

export async function migrate(databaseUrl: string, log: (message: string) => void = () => undefined, session?: SessionSettings): Promise<string[]> {
  await ensureDatabase(databaseUrl, session);
  const applied = await runner({
    databaseUrl: connectionConfig(databaseUrl, 'petshop-migrate', session),
    dir: MIGRATIONS_DIR,
    migrationsTable: 'pgmigrations',
    direction: 'up',
    migrationLoaderStrategies: [{ extensions: ['.sql'], loader: 'sql' }],
    advisoryLockMode: 'wait',
    log,
    logger: { debug: () => undefined, info: log, warn: log, error: log },
  });
  return applied.map((migration) => migration.name);
}

/**
 * Runs every migration into `schema` (an empty one the caller made; its migrations table goes there too) and leaves
 * the live tables alone: the tables exactly as the migrations define them, for a rebuild whose live
 * read-model table is gone. Unqualified names resolve in `schema` first, so each migration alters
 * its own copies; `lender` (the live schema) lends only what a migration uses but does not create
 * there (pg_trgm's operator classes, its extension being installed once per database).
 */
export async function migrateInto(databaseUrl: string, schema: string, lender: string): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    schema: [schema, lender],
    migrationsTable: 'pgmigrations',
    migrationsSchema: schema,
    direction: 'up',
    migrationLoaderStrategies: [{ extensions: ['.sql'], loader: 'sql' }],
    advisoryLockMode: 'wait',
    log: () => undefined,
    logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
}
