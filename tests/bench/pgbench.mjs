// pgbench's one-row insert as a yardstick of the machine: benchmarks compare themselves with it, and
// print it, so a run on a slowed host can be told from a slow shop.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PGBENCH_TABLE = 'CREATE TABLE pgbench_reference (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, data jsonb NOT NULL)';
const ROW = { productId: 'prod-042', name: 'Grain-free salmon kibble 3 kg', quantity: 2, price: 1899, color: null, size: 'M' };

/** Transactions per second of `clients` pgbench clients inserting one small JSON row each (pgbench_reference must exist). */
export function pgbenchInsertTps(url, clients, seconds) {
  const script = path.join(os.tmpdir(), `petshop-pgbench-${process.pid}.sql`);
  writeFileSync(script, `INSERT INTO pgbench_reference (data) VALUES ('${JSON.stringify(ROW)}');\n`);
  const output = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', script, url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return Number(/tps = ([\d.]+)/.exec(output)?.[1]);
}
