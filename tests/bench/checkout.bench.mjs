// `npm run bench:checkout`: complete checkouts (create, pay in the sandbox, verify-payment, then
// user-orders must show the order paid on the first read) by 1, 8 and 32 concurrent shoppers for
// BENCH_SECONDS (default 10) each (shoppers.mjs), against the built shop run as npm start runs it, with
// a database and Redis prefix of its own, while sampling how far the projections trail the event
// store and what Postgres waits on; then the shop's CPU and round trips per checkout.
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  atRest,
  cpuSnapshot,
  exitUnlessBuilt,
  METRICS_ON,
  METRICS_TOKEN,
  machineLine,
  percentile,
  pidsNamed,
  SECONDS,
  sleep,
  startShop,
  syscallSnapshot,
  usedBetween,
} from './built-shop.mjs';
import { PGBENCH_TABLE, pgbenchInsertTps } from './pgbench.mjs';

import { BENCH_STOCK, call, checkout, createCustomers, goShopping, ORDERS_PER_CUSTOMER, reasonOf, resent, STEPS, signUp, stockUp } from './shoppers.mjs';

exitUnlessBuilt();
const { projections } = await import('../../api/dist/projections.js');

// BENCH_SHOPPERS=32 (comma-separated) runs only those phases, for comparing one change at a time.
const PHASES = (process.env.BENCH_SHOPPERS ?? '1,8,32').split(',').map(Number);
const TARGET = { shoppers: 32, checkoutsPerSecond: 400, verifyP99Ms: 250, shopCpuMs: 3.5 };
// BENCH_API_INSTANCES=1,2 (the default) runs the phases against a shop of one API process, then of two.
const API_INSTANCES = (process.env.BENCH_API_INSTANCES ?? '1,2').split(',').map(Number);
// BENCH_MAIL=paused stops the mailer and the dev mailbox (SIGSTOP) through each phase and lets them go
// after it: beside a run with mail, what mail costs the checkout, apart from everything else.
const MAIL_PAUSED = process.env.BENCH_MAIL === 'paused';
/** Customers made for a phase: enough for 300 checkouts/s, well above what this machine does. */
const customersFor = (shoppers, seconds = SECONDS) => shoppers + Math.ceil((seconds * 300) / ORDERS_PER_CUSTOMER);
/**
 * BENCH_WARMUP_SECONDS (default 10; 0 for none) of checkouts by the busiest phase's shoppers before the
 * measured phases, measuring nothing: a shop that has just started runs its code in V8's interpreter
 * and compiles the hot paths as it goes, which took a fifth of the shop's Node CPU through a first
 * 32-shopper phase here (perf). A shop that has served for a while has paid that long ago.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const SAMPLE_MS = 100;
/** How often the shop's processes write their heartbeat (with their round-trip count). */
const HEARTBEAT_MS = 1_000;
/** How long an idle Postgres backend may keep its counts before it reports them (PGSTAT_IDLE_INTERVAL, plus a margin). */
const STATS_FLUSH_MS = 11_000;
const SETTLE_LIMIT_MS = 60_000;
const LAG_DEFINITION =
  'lag = age of the oldest committed event that the slowest projection has not yet applied (0 when every projection is caught up), sampled every 100 ms';
/** With BENCH_METRICS=on, /metrics is scraped this often while the phases run (Prometheus' usual interval is 15 s or more). */
const SCRAPE_EVERY_MS = 5_000;
const LAG_QUERY = `
  SELECT c.name, coalesce(extract(epoch FROM clock_timestamp() - pending.created_at) * 1000, 0)::float8 AS lag_ms
  FROM projection_checkpoints c
  LEFT JOIN LATERAL (
    SELECT created_at FROM events
    WHERE (transaction_id, position) > (coalesce(c.commit_position, 0)::text::xid8, coalesce(c.prepare_position, 0))
    ORDER BY transaction_id, position LIMIT 1
  ) pending ON true
  WHERE c.name = ANY($1)`;
// Sessions of the bench database doing something: `idle in transaction` (with the statement it last
// ran) is a connection its process holds while it does something else (its event loop, another call).
const SESSIONS_QUERY = `
  SELECT replace(application_name, 'petshop-', '') AS app, state, count(*)::int AS n,
    CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'on CPU')
         ELSE 'after ' || left(regexp_replace(trim(query), '[[:space:]]+', ' ', 'g'), 24) END AS what
  FROM pg_stat_activity
  WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid() GROUP BY 1, 2, 4`;

/** Samples the projections' lag (LAG_DEFINITION) and the bench database's busy sessions, until stopped. */
function sampleShop(db) {
  const names = projections.map(({ name }) => name);
  const lag = [];
  const sessions = new Map();
  const busiest = new Map();
  let running = true;
  const done = (async () => {
    while (running) {
      const started = Date.now();
      const [{ rows }, busy] = [await db.query(LAG_QUERY, [names]), await db.query(SESSIONS_QUERY)];
      const slowest = rows.reduce((worst, row) => (row.lag_ms > worst.lag_ms ? row : worst), { name: '-', lag_ms: 0 });
      lag.push(rows.length < names.length ? { name: 'not started', lag_ms: Infinity } : slowest);
      const perApp = new Map();
      for (const { app, state, what, n } of busy.rows) {
        const key = `${app || '?'} ${state === 'active' ? what : `${state} ${what}`}`;
        sessions.set(key, (sessions.get(key) ?? 0) + n);
        perApp.set(app, (perApp.get(app) ?? 0) + n);
      }
      for (const [app, n] of perApp) busiest.set(app, Math.max(busiest.get(app) ?? 0, n));
      await sleep(Math.max(0, SAMPLE_MS - (Date.now() - started)));
    }
  })();
  return async () => {
    running = false;
    await done;
    return { lag, sessions, busiest };
  };
}

/**
 * The shop's processes, the bench database's Postgres backends (and WAL writer), Redis and this bench (with
 * its own Postgres backend, which samples the lag: its work is the bench's, not the shop's).
 */
async function cpuGroups(shop, db) {
  const { rows } = await db.query(
    `SELECT pid, pid = pg_backend_pid() AS mine FROM pg_stat_activity
     WHERE datname = current_database() OR backend_type IN ('walwriter', 'checkpointer', 'background writer')`,
  );
  return {
    ...shop.pids(),
    postgres: rows.filter((row) => !row.mine).map((row) => row.pid),
    redis: pidsNamed('redis-server'),
    bench: [process.pid, ...rows.filter((row) => row.mine).map((row) => row.pid)],
  };
}

/**
 * Whom each of the bench database's Postgres processes (but this bench's own) works for: the shop process its connection
 * belongs to (application_name petshop-<process>), or what Postgres does in the background (the
 * WAL writer, the checkpointer), for the Postgres CPU each client costs.
 */
async function postgresClients(db) {
  const { rows } = await db.query(
    `SELECT pid, CASE WHEN backend_type = 'client backend' THEN coalesce(nullif(replace(application_name, 'petshop-', ''), ''), 'other') ELSE 'background' END AS client
     FROM pg_stat_activity
     WHERE (datname = current_database() OR backend_type IN ('walwriter', 'checkpointer', 'background writer')) AND pid <> pg_backend_pid()`,
  );
  return new Map(rows.map(({ pid, client }) => [pid, client]));
}

/**
 * The bench database's Postgres backends, read every SAMPLE_MS until stopped: whom each worked for and
 * the CPU it had used when last seen. A shop's pool lets a connection go once it has idled a while,
 * which can be before a phase's figures are taken; its backend is then gone from /proc, and it is
 * counted with what it had used when last seen (short of at most SAMPLE_MS) rather than dropped.
 */
function watchPostgres(db) {
  const seen = new Map();
  let running = true;
  const done = (async () => {
    while (running) {
      const clients = await postgresClients(db);
      const used = cpuSnapshot({ postgres: [...clients.keys()] }).postgres;
      for (const [pid, client] of clients) if (used[pid]) seen.set(pid, { client, seconds: used[pid] });
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    /** `snapshot` with the backends gone since they were seen, at what they had used. */
    complete(snapshot) {
      const postgres = { ...snapshot.postgres };
      for (const [pid, { seconds }] of seen) postgres[pid] ??= seconds;
      return { ...snapshot, postgres };
    },
    /** Whom every backend seen worked for, those gone too. */
    clients(current) {
      const all = new Map(current);
      for (const [pid, { client }] of seen) if (!all.has(pid)) all.set(pid, client);
      return all;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Postgres CPU seconds between two snapshots, by client (postgresClients). */
function postgresCpuByClient(before, after, clients) {
  const byClient = {};
  for (const [pid, seconds] of Object.entries(after.postgres ?? {})) {
    const client = clients.get(Number(pid)) ?? 'other';
    byClient[client] = (byClient[client] ?? 0) + seconds - (before.postgres?.[pid] ?? 0);
  }
  return byClient;
}

/** The CPU the issue's figure sums: what a checkout costs the shop itself, without the stand-ins for Razorpay and the mail server. */
const SHOP_CPU = ['api', 'worker', 'projections', 'postgres', 'redis'];

/**
 * Round trips so far: to Postgres per process kind (each process counts its own and writes the count with its
 * heartbeat, every second), and commands Redis has processed (the whole server's count: nothing else should use
 * this Redis while the bench runs).
 */
async function roundTrips(shop, db) {
  // An older checkout's processes count none: its figure is then 0.
  const { rows } = await db
    .query('SELECT process, sum(postgres_round_trips)::float8 AS n FROM process_heartbeats GROUP BY process')
    .catch(() => ({ rows: [] }));
  const redis = new Redis(shop.redisUrl);
  try {
    const stats = await redis.info('stats');
    const commands = Number(stats.match(/total_commands_processed:(\d+)/)?.[1] ?? NaN);
    return { postgres: Object.fromEntries(rows.map(({ process, n }) => [process, n])), redis: commands };
  } finally {
    redis.disconnect();
  }
}

/**
 * What Postgres has written so far: WAL (the whole cluster's: nothing else should write while the bench runs),
 * the shop database's commits, and its rows inserted, updated or deleted by table. Counts, not time: they say
 * whether a checkout got cheaper to store however fast the machine runs today. Backends report them when
 * they go idle, at most once a second, or 10 s after they went idle (STATS_FLUSH_MS).
 */
async function writes(db) {
  // One after another: the bench's own client runs one query at a time.
  const {
    rows: [wal],
  } = await db.query(
    'SELECT wal_records::float8 AS records, wal_fpi::float8 AS "fullPages", wal_bytes::float8 AS bytes, wal_sync::float8 AS syncs FROM pg_stat_wal',
  );
  const {
    rows: [database],
  } = await db.query('SELECT xact_commit::float8 AS commits, sessions::float8 FROM pg_stat_database WHERE datname = current_database()');
  const { rows: tables } = await db.query('SELECT relname, (n_tup_ins + n_tup_upd + n_tup_del)::float8 AS rows FROM pg_stat_user_tables');
  return {
    ...wal,
    commits: database.commits,
    sessions: database.sessions,
    tables: Object.fromEntries(tables.map(({ relname, rows }) => [relname, rows])),
  };
}

/** Writes between two readings, per checkout. */
function writesPer(before, after, checkouts) {
  const per = (name) => (after[name] - before[name]) / checkouts;
  const tables = Object.entries(after.tables)
    .map(([table, rows]) => [table, (rows - (before.tables[table] ?? 0)) / checkouts])
    .filter(([, rows]) => rows > 0)
    .sort(([, a], [, b]) => b - a);
  return {
    records: per('records'),
    fullPages: per('fullPages'),
    bytes: per('bytes'),
    syncs: per('syncs'),
    commits: per('commits'),
    sessions: after.sessions - before.sessions,
    rows: tables.reduce((sum, [, rows]) => sum + rows, 0),
    tables,
  };
}

/** Round trips between two readings, per checkout. */
function roundTripsPer(before, after, checkouts) {
  const postgres = Object.fromEntries(Object.entries(after.postgres).map(([process, n]) => [process, (n - (before.postgres[process] ?? 0)) / checkouts]));
  return { postgres, postgresTotal: Object.values(postgres).reduce((sum, n) => sum + n, 0), redis: (after.redis - before.redis) / checkouts };
}

async function webhookBacklog(shop) {
  const { items } = await call('GET', `${shop.sandboxUrl}/sandbox/webhooks`);
  return { emitted: items.length, undelivered: items.filter((item) => !item.delivered).length };
}

/** Lets the sandbox's webhook queue drain (bounded), so that the next phase starts on a quiet shop. */
async function settle(shop) {
  const started = Date.now();
  const atEnd = await webhookBacklog(shop);
  let now = atEnd;
  while (now.undelivered > 0 && Date.now() - started < SETTLE_LIMIT_MS) {
    await sleep(1_000);
    now = await webhookBacklog(shop);
  }
  return { atEnd, left: now.undelivered, seconds: (Date.now() - started) / 1_000 };
}

/**
 * The phase's mail (order confirmations): the mailer runs at a lower CPU priority, so on a saturated
 * machine mail may wait, in the outbox or as payments its follower has not read yet; how much had
 * gone out at the phase's end, and how long it took until every order paid in the phase had its
 * confirmation made and every mail made was sent (the CPU figures are taken after that).
 */
async function mailBacklog(db, since) {
  const count = async () =>
    (
      await db
        .query(
          `SELECT count(*)::int AS made, count(*) FILTER (WHERE status <> 'sent')::int AS waiting,
             count(*) FILTER (WHERE template = 'order-confirmation')::int AS confirmations,
             (SELECT count(*)::int FROM events WHERE type = 'PaymentCaptured' AND created_at >= $1) AS paid
           FROM mail_outbox WHERE created_at >= $1`,
          [since],
        )
        .catch(() => ({ rows: [{ made: 0, waiting: 0, confirmations: 0, paid: 0 }] }))
    ).rows[0]; // an older checkout, without mail
  const started = Date.now();
  const atEnd = await count();
  let now = atEnd;
  // Every paid order is confirmed by mail: the follower has read the phase once each has its confirmation.
  const unmade = ({ confirmations, paid }) => Math.max(0, paid - confirmations);
  while ((now.waiting > 0 || unmade(now) > 0) && Date.now() - started < SETTLE_LIMIT_MS) {
    await sleep(500);
    now = await count();
  }
  return {
    ...atEnd,
    unmade: unmade(atEnd),
    sentSince: now.made - atEnd.made + atEnd.waiting,
    left: now.waiting + unmade(now),
    seconds: (Date.now() - started) / 1_000,
  };
}

async function runPhase(shop, db, { shoppers, customers }, products) {
  const {
    rows: [{ startedAt }],
  } = await db.query('SELECT now() AS "startedAt"');
  const tripsBefore = await roundTrips(shop, db);
  const writesBefore = await writes(db);
  const resentBefore = resent.calls;
  const groups = await cpuGroups(shop, db);
  const [cpuBefore, syscallsBefore] = [cpuSnapshot(groups), syscallSnapshot(groups)];
  const backends = watchPostgres(db);
  const stopSampling = sampleShop(db);
  const results = [];
  const errors = new Map();
  const unpaidOnRead = [];
  const mail = [...(groups.mailer ?? []), ...(groups.mailbox ?? [])];
  if (MAIL_PAUSED) for (const pid of mail) process.kill(pid, 'SIGSTOP');
  const stopAt = Date.now() + SECONDS * 1_000;
  const started = performance.now();
  const ordersOf = await goShopping(shop, {
    shoppers,
    customers,
    products,
    stopAt,
    done: (result) => results.push(result),
    failed: (error) => {
      const reason = reasonOf(error);
      errors.set(reason, (errors.get(reason) ?? 0) + 1);
      if (error.step === 'user-orders') unpaidOnRead.push(error.orderId);
    },
  }).finally(() => {
    if (MAIL_PAUSED) for (const pid of mail) process.kill(pid, 'SIGCONT');
  });
  const elapsed = (performance.now() - started) / 1_000;
  const loadEnded = Date.now();
  const cpu = usedBetween(cpuBefore, backends.complete(cpuSnapshot(await cpuGroups(shop, db))));
  const { lag, sessions, busiest } = await stopSampling();
  const webhooks = await settle(shop);
  const mails = await mailBacklog(db, startedAt);
  // What the phase's checkouts cost includes the webhooks and mail they left behind, handled after the phase.
  const drainedGroups = await cpuGroups(shop, db);
  const cpuAfter = backends.complete(cpuSnapshot(drainedGroups));
  await backends.stop();
  const cpuDrained = usedBetween(cpuBefore, cpuAfter);
  const postgresCpu = postgresCpuByClient(cpuBefore, cpuAfter, backends.clients(await postgresClients(db)));
  const syscalls = usedBetween(syscallsBefore, syscallSnapshot(drainedGroups));
  await sleep(HEARTBEAT_MS * 1.5); // every process has written its count since
  const trips = roundTripsPer(tripsBefore, await roundTrips(shop, db), Math.max(1, results.length));
  await sleep(Math.max(0, loadEnded + STATS_FLUSH_MS - Date.now()));
  const written = writesPer(writesBefore, await writes(db), Math.max(1, results.length));
  const mostOrders = Math.max(0, ...ordersOf.values());
  return {
    shoppers,
    customers: ordersOf.size,
    mostOrders,
    results,
    errors,
    unpaidOnRead,
    elapsed,
    lag,
    sessions,
    busiest,
    cpu,
    cpuDrained,
    postgresCpu,
    syscalls,
    trips,
    written,
    resent: resent.calls - resentBefore,
    webhooks,
    mails,
  };
}

/**
 * Where verify-payment's time goes, from BullMQ's timestamps on each verify job (the same machine's
 * clock): before the job is added (auth, loading the order, enqueueing), queued, running in the
 * worker, and after (the completion reaching the API, the wait for the read models, the answer).
 */
async function verifyBreakdown(shop, results) {
  const redis = new Redis(shop.redisUrl);
  try {
    const timed = results.filter((result) => result.verifyJob);
    const pipeline = redis.pipeline();
    for (const { verifyJob } of timed) pipeline.hmget(`${shop.redisPrefix}:payments:${verifyJob}`, 'timestamp', 'processedOn', 'finishedOn');
    const jobs = (await pipeline.exec())
      .map(([, fields], i) => [timed[i], ...fields.map(Number)])
      .filter(([, added, run, finished]) => added && run && finished);
    const parts = { before: [], queued: [], running: [], after: [] };
    for (const [result, added, run, finished] of jobs) {
      parts.before.push(added - result.verifyStartedAt);
      parts.queued.push(run - added);
      parts.running.push(finished - run);
      parts.after.push(result.verifyEndedAt - finished);
    }
    return { count: jobs.length, parts };
  } finally {
    redis.disconnect();
  }
}

async function paymentSources(db, orderIds) {
  const { rows } = await db.query(
    `SELECT data->>'source' AS source, count(*)::int AS n FROM events
     WHERE type = 'PaymentCaptured' AND stream_id = ANY(SELECT 'order-' || id FROM unnest($1::text[]) AS id) GROUP BY 1 ORDER BY 1`,
    [orderIds],
  );
  return rows.map(({ source, n }) => `${source} ${n}`).join(', ') || 'none';
}

/** The CPU the named processes used (`cpu`: the phase's, or until drained), in ms per completed checkout. */
const cpuPerCheckout = (phase, cpu, names) => (names.reduce((sum, name) => sum + (cpu[name] ?? 0), 0) * 1000) / Math.max(1, phase.results.length);
const shopCpuPerCheckout = (phase) => cpuPerCheckout(phase, phase.cpuDrained, SHOP_CPU);

/**
 * What the machine's cores allow. Every process's CPU per checkout, until drained, bounds the rate
 * the machine can keep up. Within the phase itself, the processes outside the shop's sum (the
 * bench's own shoppers, the sandbox playing Razorpay, mail, the supervisor) share the shop's cores
 * here: what they took bounds the phase's rate were the shop free, and with the shop at its target.
 */
function ceilingOf(phase) {
  const cores = os.cpus().length;
  const everything = cpuPerCheckout(phase, phase.cpuDrained, Object.keys(phase.cpuDrained));
  const besidesShop = Object.keys(phase.cpu).filter((name) => !SHOP_CPU.includes(name));
  const outside = cpuPerCheckout(phase, phase.cpu, besidesShop);
  const atMost = (cpuMs) => Math.floor((cores * 1000) / cpuMs).toLocaleString('en-US');
  return (
    `every process's CPU per checkout, until drained: ${everything.toFixed(2)} ms, so ${cores} cores keep up at most ${atMost(everything)} checkouts/s; ` +
    `in the phase, the processes outside the shop's sum took ${outside.toFixed(2)} ms per checkout: at most ${atMost(outside)}/s were the shop free, ` +
    `${atMost(outside + TARGET.shopCpuMs)}/s with the shop at its ${TARGET.shopCpuMs} ms`
  );
}

const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : Math.round(value).toString()) : value === Infinity ? '∞' : '-');
const p50p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))}/${ms(percentile(sorted, 99))}`;
};
const lagsOf = (phase) => phase.lag.map((sample) => sample.lag_ms).sort((a, b) => a - b);

/** Scrapes the API's /metrics as Prometheus would, every SCRAPE_EVERY_MS, and tells how the scrapes went. */
function scrapeMetrics(shop) {
  const took = [];
  let failed = 0;
  let bytes = 0;
  const scrape = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${shop.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status}`);
      took.push(performance.now() - started);
      bytes = text.length;
    } catch {
      failed++;
    }
  };
  const timer = setInterval(scrape, SCRAPE_EVERY_MS);
  return {
    stop: () => clearInterval(timer),
    summary: () => {
      const sorted = [...took].sort((a, b) => a - b);
      return `${took.length} scrapes (${failed} failed), median ${ms(percentile(sorted, 50))} ms, max ${ms(sorted.at(-1))} ms, ${Math.round(bytes / 1024)} KB each`;
    },
  };
}

function printTable(phases) {
  const head = ['shoppers', 'checkouts', 'per s', 'errors', ...STEPS.map((s) => `${s} p50/p99`), 'checkout p50/p99', 'lag p99'];
  const line = (cells) => cells.map((cell, i) => String(cell).padStart(head[i].length)).join('  ');
  console.log(line(head));
  for (const phase of phases) {
    const column = (name) => p50p99(phase.results.map((result) => result[name]));
    const errorCount = [...phase.errors.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      line([
        phase.shoppers,
        phase.results.length,
        (phase.results.length / phase.elapsed).toFixed(1),
        errorCount,
        ...STEPS.map(column),
        column('checkout'),
        ms(percentile(lagsOf(phase), 99)),
      ]),
    );
  }
  console.log(`(ms; step times are those of completed checkouts; ${LAG_DEFINITION})`);
}

async function printDetails(shop, db, phases) {
  for (const phase of phases) {
    const lags = lagsOf(phase);
    const behind = new Map();
    for (const sample of phase.lag) if (sample.lag_ms > 0) behind.set(sample.name, (behind.get(sample.name) ?? 0) + 1);
    const laggard = [...behind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
    const verify = await verifyBreakdown(shop, phase.results);
    const sessions = [...phase.sessions].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const { atEnd, left, seconds } = phase.webhooks;
    console.log(
      `\n${phase.shoppers} shopper(s), ${phase.elapsed.toFixed(1)} s, ${phase.results.length} checkouts by ${phase.customers} customers (at most ${phase.mostOrders} each):`,
    );
    console.log(
      `  verify p50/p99 by part (${verify.count} jobs): ${Object.entries(verify.parts)
        .map(([part, values]) => `${part} ${p50p99(values)}`)
        .join(', ')} ms`,
    );
    console.log(
      `  lag p50/p99/max ${ms(percentile(lags, 50))}/${ms(percentile(lags, 99))}/${ms(lags.at(-1))} ms over ${lags.length} samples; most often behind: ${laggard}`,
    );
    console.log(`  Postgres busy sessions by process and wait, summed over samples: ${sessions.map(([what, n]) => `${what} ${n}`).join(', ') || 'none'}`);
    console.log(`  most busy connections at once: ${[...phase.busiest].map(([app, n]) => `${app} ${n}`).join(', ') || 'none'}`);
    console.log(
      `  CPU seconds: ${Object.entries(phase.cpu)
        .map(([name, s]) => `${name} ${s.toFixed(1)}`)
        .join(', ')} (of ${(phase.elapsed * os.cpus().length).toFixed(0)} on ${os.cpus().length} cores)`,
    );
    const perCheckout = (names) => names.map((name) => `${name} ${(((phase.cpuDrained[name] ?? 0) * 1000) / checkouts).toFixed(2)}`).join(', ');
    const checkouts = Math.max(1, phase.results.length);
    console.log(
      `  shop CPU per checkout, the phase and what it left (webhooks, mail) until drained: ${shopCpuPerCheckout(phase).toFixed(2)} ms ` +
        `(${perCheckout(SHOP_CPU)}); besides: ${perCheckout(Object.keys(phase.cpuDrained).filter((name) => !SHOP_CPU.includes(name)))} ms`,
    );
    console.log(`  ${ceilingOf(phase)}`);
    console.log(
      `  Postgres CPU per checkout by whom it worked for, until drained: ${Object.entries(phase.postgresCpu)
        .sort(([, a], [, b]) => b - a)
        .map(([client, seconds]) => `${client} ${((seconds * 1000) / checkouts).toFixed(2)}`)
        .join(', ')} ms`,
    );
    const syscallsPer = Object.entries(phase.syscalls).filter(([name, n]) => n > 0 && name !== 'postgres');
    console.log(
      `  read and write system calls per checkout, until drained: ${(syscallsPer.reduce((sum, [, n]) => sum + n, 0) / checkouts).toFixed(1)} ` +
        `(${syscallsPer.map(([name, n]) => `${name} ${(n / checkouts).toFixed(1)}`).join(', ')}; Postgres's own are not counted)`,
    );
    console.log(
      `  round trips per checkout: Postgres ${phase.trips.postgresTotal.toFixed(1)} (${Object.entries(phase.trips.postgres)
        .filter(([, n]) => n > 0)
        .map(([process, n]) => `${process} ${n.toFixed(1)}`)
        .join(', ')}), Redis commands ${phase.trips.redis.toFixed(1)} (the whole server's)`,
    );
    const { written } = phase;
    console.log(
      `  Postgres writes per checkout, until drained: WAL ${(written.bytes / 1024).toFixed(1)} kB in ${written.records.toFixed(1)} records ` +
        `(${written.fullPages.toFixed(1)} full pages), ${written.syncs.toFixed(2)} WAL syncs, ${written.commits.toFixed(1)} commits, ${written.sessions} connections opened in all; ` +
        `rows ${written.rows.toFixed(1)} (${written.tables.map(([table, rows]) => `${table} ${rows.toFixed(2)}`).join(', ')})`,
    );
    console.log(
      `  sandbox webhooks at phase end: ${atEnd.emitted} emitted, ${atEnd.undelivered} not yet delivered; ` +
        (left === 0 ? `drained ${seconds.toFixed(0)} s later` : `${left} still queued after ${seconds.toFixed(0)} s`),
    );
    console.log(
      `  mails of the phase at its end: ${phase.mails.made - phase.mails.waiting} sent, ${phase.mails.waiting} waiting in the outbox, ${phase.mails.unmade} paid orders' confirmations not yet made; ` +
        (phase.mails.left === 0
          ? `${phase.mails.sentSince} more made and sent in the ${phase.mails.seconds.toFixed(0)} s after`
          : `still not all made and sent after ${phase.mails.seconds.toFixed(0)} s`),
    );
    console.log(
      `  payment recorded by (completed checkouts): ${await paymentSources(
        db,
        phase.results.map((result) => result.orderId),
      )}`,
    );
    if (phase.unpaidOnRead.length) console.log(`  payment recorded by (not paid on the first read): ${await paymentSources(db, phase.unpaidOnRead)}`);
    if (phase.resent > 0) console.log(`  calls sent again because a kept-alive socket was closed under them, unanswered: ${phase.resent}`);
    for (const [reason, count] of phase.errors) console.log(`  error ×${count}: ${reason}`);
  }
}

console.log(`${machineLine()}; ${SECONDS}s per phase`);
console.log(
  METRICS_ON
    ? `Metrics: on (BENCH_METRICS=on: METRICS_TOKEN set, /metrics scraped every ${SCRAPE_EVERY_MS / 1000} s)`
    : 'Metrics: off, as npm start runs the shop (BENCH_METRICS=on to measure with them)',
);
if (MAIL_PAUSED)
  console.log(
    'Mail: paused through each phase (BENCH_MAIL=paused: mailer and mailbox stopped, then let go to drain what the phase left; its CPU counted then, all at once)',
  );

/** Checkouts for WARMUP_SECONDS by as many shoppers as the busiest phase, then the webhooks and mail they left drained; nothing measured. */
async function warmUpShop(shop, db, products, hash) {
  const shoppers = Math.max(...PHASES);
  const customers = await createCustomers(db, customersFor(shoppers, WARMUP_SECONDS), 'warm', hash);
  let checkouts = 0;
  const failures = new Map();
  await goShopping(shop, {
    shoppers,
    customers,
    products,
    stopAt: Date.now() + WARMUP_SECONDS * 1_000,
    done: () => checkouts++,
    failed: (error) => failures.set(reasonOf(error), (failures.get(reasonOf(error)) ?? 0) + 1),
  });
  await settle(shop);
  await mailBacklog(db, new Date(0));
  console.log(
    `Warm-up, not measured (BENCH_WARMUP_SECONDS): ${checkouts.toLocaleString('en-US')} checkouts by ${shoppers} shoppers in ${WARMUP_SECONDS} s` +
      ', then their webhooks and mail drained',
  );
  for (const [reason, count] of failures) console.log(`  warm-up error ×${count}: ${reason}`);
}

/** Starts a shop of `instances` API processes, runs the phases against it, prints them; answers the target phase's figures. */
async function benchShop(instances) {
  const shop = await startShop('checkout', { API_INSTANCES: String(instances) });
  console.log(`\n== ${instances} API instance(s) ==`);
  console.log(
    `The shop runs as npm start runs it (scripts/serve.mjs, its log in ${shop.logFile}), but for its own database, Redis prefix, ports, ` +
      `journal directory and token secret; besides: ${shop.differences.join(', ') || 'nothing'}`,
  );
  const scrapes = METRICS_ON ? scrapeMetrics(shop) : null;
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  try {
    await db.connect();
    // The host's speed changes from hour to hour; this figure tells a slowed host from a slow shop.
    await db.query(PGBENCH_TABLE);
    const yardstick = pgbenchInsertTps(shop.databaseUrl, 16, 3);
    console.log(`Machine yardstick: pgbench one-row insert, 16 clients, 3 s: ${Math.round(yardstick).toLocaleString('en-US')} tps`);
    await db.query('DROP TABLE pgbench_reference');
    const products = await stockUp(shop, db);
    // One checkout end to end first: the worker and the projections are up once it goes through.
    const warmUp = await signUp(shop, 'warm-up');
    for (let attempt = 1; ; attempt++) {
      try {
        await checkout(shop, warmUp, products);
        break;
      } catch (error) {
        if (attempt >= 20) throw new Error(`The warm-up checkout keeps failing: ${error.message}`);
        await sleep(500);
      }
    }
    const {
      rows: [{ hash }],
    } = await db.query(`SELECT password_hash AS hash FROM users WHERE role = 'customer' ORDER BY created_at DESC LIMIT 1`); // the warm-up's
    const cohorts = [];
    for (const shoppers of PHASES) cohorts.push({ shoppers, customers: await createCustomers(db, customersFor(shoppers), `${shoppers}`, hash) });
    if (WARMUP_SECONDS > 0) await warmUpShop(shop, db, products, hash);
    console.log(
      `${products.length} in-stock products, stock set to ${BENCH_STOCK.toLocaleString('en-US')} each in the bench database; ` +
        `fresh customers each phase, at most ${ORDERS_PER_CUSTOMER} orders each (BENCH_ORDERS_PER_CUSTOMER)\n`,
    );

    const phases = [];
    for (const cohort of cohorts) {
      // Webhooks and mail drained the last phase; this waits as well for the followers' checkpoints and the payment jobs.
      console.log(`${cohort.shoppers} shoppers: the shop ${await atRest(shop)}`);
      phases.push(await runPhase(shop, db, cohort, products));
    }
    printTable(phases);
    await printDetails(shop, db, phases);
    if (scrapes) console.log(`\nmetrics: ${scrapes.summary()}`);
    const atTarget = phases.find((phase) => phase.shoppers === TARGET.shoppers);
    if (!atTarget) return null;
    const verifyP99 = percentile(
      atTarget.results.map((result) => result.verify).sort((a, b) => a - b),
      99,
    );
    const errors = [...atTarget.errors.values()].reduce((sum, n) => sum + n, 0);
    return { instances, rate: atTarget.results.length / atTarget.elapsed, verifyP99, shopCpuMs: shopCpuPerCheckout(atTarget), errors, yardstick };
  } finally {
    scrapes?.stop();
    await db.end().catch(() => undefined);
    await shop.stop();
  }
}

const outcomes = [];
for (const instances of API_INSTANCES) outcomes.push(await benchShop(instances));
const measured = outcomes.filter(Boolean);
if (measured.length) {
  console.log(
    `\ntarget at ${TARGET.shoppers} shoppers: ≥${TARGET.checkoutsPerSecond} checkouts/s, verify p99 < ${TARGET.verifyP99Ms} ms, ` +
      `shop CPU ≤ ${TARGET.shopCpuMs} ms per checkout, 0 errors`,
  );
  for (const outcome of measured) {
    const met =
      outcome.rate >= TARGET.checkoutsPerSecond && outcome.verifyP99 < TARGET.verifyP99Ms && outcome.shopCpuMs <= TARGET.shopCpuMs && outcome.errors === 0;
    console.log(
      `  ${outcome.instances} API instance(s): ${outcome.rate.toFixed(1)} checkouts/s, verify p99 ${ms(outcome.verifyP99)} ms, ` +
        `shop CPU ${outcome.shopCpuMs.toFixed(2)} ms per checkout, ${outcome.errors} errors (yardstick ${Math.round(outcome.yardstick).toLocaleString('en-US')} tps): ` +
        (met ? 'MET' : 'NOT MET'),
    );
    if (!met) process.exitCode = 1;
  }
}
