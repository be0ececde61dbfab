// `npm run bench:eventstore`: the Postgres event store on the local database, with pgbench doing a
// one-row insert transaction at the same client counts as the reference. Runs against a database
// of its own, dropped afterwards. BENCH_SECONDS sets each timed phase (default 10).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { migrate, PostgresEventStore } from '../../api/dist/platform/index.js';
import { PGBENCH_TABLE, pgbenchInsertTps } from './pgbench.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CATCH_UP_EVENTS = 100_000;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `petshop_bench_${process.pid}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

const metadata = { actor: { _id: 'user-1', email: 'asha@example.in', role: 'customer' }, correlationId: randomUUID(), causationId: randomUUID() };
const payload = { productId: 'prod-042', name: 'Grain-free salmon kibble 3 kg', quantity: 2, price: 1899, color: null, size: 'M' };
const newEvent = () => ({ type: 'CartItemAdded', data: payload, metadata });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function appendPhase(store, writers, batchSize) {
  const latencies = [];
  let events = 0;
  const stopAt = Date.now() + SECONDS * 1_000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const stream = `bench-${writers}-${batchSize}-${writer}-${randomUUID()}`;
      let revision = 'no_stream';
      while (Date.now() < stopAt) {
        const batch = Array.from({ length: batchSize }, newEvent);
        const t0 = performance.now();
        revision = (await store.append(stream, batch, revision)).nextExpectedRevision;
        latencies.push(performance.now() - t0);
        events += batchSize;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return { appendsPerSecond: latencies.length / elapsed, eventsPerSecond: events / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function catchUp(store) {
  for (let appended = 0; appended < CATCH_UP_EVENTS; appended += 100) {
    await store.append(`catchup-${appended % 1_000}`, Array.from({ length: 100 }, newEvent), 'any');
  }
  const started = performance.now();
  let read = 0;
  let after;
  for (;;) {
    const page = await store.readAll({ after, limit: 1_000 });
    if (page.length === 0) break;
    read += page.length;
    after = page.at(-1).position;
  }
  return read / ((performance.now() - started) / 1_000);
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await migrate(url);
const pool = new pg.Pool({ connectionString: url, max: 16 });
await pool.query(PGBENCH_TABLE);
const store = new PostgresEventStore(pool);
try {
  const [load1, load5] = os.loadavg();
  console.log(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load ${load1.toFixed(2)}/${load5.toFixed(2)}, ${SECONDS}s per phase`);
  const single1 = await appendPhase(store, 1, 1);
  const single16 = await appendPhase(store, 16, 1);
  const batched = await appendPhase(store, 16, 100);
  const reference1 = pgbenchInsertTps(url, 1, SECONDS);
  const reference16 = pgbenchInsertTps(url, 16, SECONDS);
  const catchUpRate = await catchUp(store);

  const rows = [
    ['single-event appends, 1 writer', `${fmt(single1.appendsPerSecond)} appends/s`, `p50 ${single1.p50.toFixed(2)} ms, p99 ${single1.p99.toFixed(2)} ms`],
    ['single-event appends, 16 writers', `${fmt(single16.appendsPerSecond)} appends/s`, `p50 ${single16.p50.toFixed(2)} ms, p99 ${single16.p99.toFixed(2)} ms`],
    ['batches of 100, 16 writers', `${fmt(batched.eventsPerSecond)} events/s`, `p50 ${batched.p50.toFixed(2)} ms, p99 ${batched.p99.toFixed(2)} ms per batch`],
    ['pgbench one-row insert, 1 client', `${fmt(reference1)} tps`, ''],
    ['pgbench one-row insert, 16 clients', `${fmt(reference16)} tps`, ''],
    [`catch-up read of ${fmt(CATCH_UP_EVENTS)} events`, `${fmt(catchUpRate)} events/s`, 'pages of 1,000'],
  ];
  for (const [what, rate, detail] of rows) console.log(`${what.padEnd(38)} ${rate.padStart(20)}   ${detail}`);
  const ratio1 = single1.appendsPerSecond / reference1;
  const ratio16 = single16.appendsPerSecond / reference16;
  console.log(`\n16 writers vs pgbench: ${(ratio16 * 100).toFixed(0)}% (target ≥ 50%) ${ratio16 >= 0.5 ? 'PASS' : 'FAIL'}`);
  console.log(`1 writer vs pgbench:   ${(ratio1 * 100).toFixed(0)}%`);
  console.log(`catch-up: ${fmt(catchUpRate)} events/s (target ≥ 20,000) ${catchUpRate >= 20_000 ? 'PASS' : 'FAIL'}`);
} finally {
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
