// The machine's yardstick (docs/performance.md): pgbench's one-row inserts per second, measured as the
// benchmarks measure it, in a database of its own that is dropped afterwards. CI prints it first, so a
// slow run on a slowed host can be told from a slow shop. Plain Node and Postgres's own tools, because
// it runs before anything is installed.
import { execFileSync } from 'node:child_process';
import { PGBENCH_TABLE, pgbenchInsertTps } from '../tests/bench/pgbench.mjs';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = 16;
const SECONDS = 3;

const name = `petshop_yardstick_${process.pid}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

const psql = (database, sql) => execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-c', sql, database], { stdio: ['ignore', 'ignore', 'inherit'] });

psql(ADMIN_URL, `CREATE DATABASE ${name}`);
try {
  psql(url, PGBENCH_TABLE);
  const insertsPerSecond = pgbenchInsertTps(url, CLIENTS, SECONDS);
  console.log(`Yardstick: ${Math.round(insertsPerSecond).toLocaleString('en-US')} inserts/s (pgbench one-row insert, ${CLIENTS} clients, ${SECONDS} s)`);
} finally {
  psql(ADMIN_URL, `DROP DATABASE ${name} WITH (FORCE)`);
}
