// `npm run bench:api`: GET /api/products (a page of 24) and GET /api/products/:id under 50
// connections for BENCH_SECONDS (default 10) each, against the built API with its own database,
// and, in the same run, a bare node:http server answering the same JSON from memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `petshop_bench_api_${process.pid}`;
const env = {
  ...process.env,
  DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString(),
  REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
  LOG_LEVEL: 'warn',
};

function start(script, port, extraEnv = {}) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...env, PORT: String(port), ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
}

async function waitUntilUp(url) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const migrate = spawn(process.execPath, ['api/dist/migrate.js'], { cwd: ROOT, env, stdio: 'inherit' });
await new Promise((resolve) => migrate.once('exit', resolve));
const api = start('api/dist/main.js', 3101);
const base = 'http://127.0.0.1:3101';
try {
  await waitUntilUp(`${base}/api/health/live`);
  const listBody = await (await fetch(`${base}/api/products?limit=24`)).text();
  const id = JSON.parse(listBody).products[0]._id;
  const detailBody = await (await fetch(`${base}/api/products/${id}`)).text();
  const reference = spawn(
    process.execPath,
    [
      '-e',
      `
    const http = require('node:http');
    const list = ${JSON.stringify(listBody)}, detail = ${JSON.stringify(detailBody)};
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(req.url.startsWith('/api/products?') ? list : detail);
    }).listen(3102, '127.0.0.1');
  `,
    ],
    { stdio: 'inherit' },
  );
  try {
    await waitUntilUp('http://127.0.0.1:3102/api/products/x');
    const [load1, load5] = os.loadavg();
    console.log(
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load ${load1.toFixed(2)}/${load5.toFixed(2)}; ${CONNECTIONS} connections, ${SECONDS}s each`,
    );
    const rows = [];
    for (const [what, pathAndQuery] of [
      ['GET /api/products (24)', '/api/products?limit=24'],
      ['GET /api/products/:id', `/api/products/${id}`],
    ]) {
      const shop = await load(`${base}${pathAndQuery}`);
      const bare = await load(`http://127.0.0.1:3102${pathAndQuery}`);
      rows.push([what, shop, bare]);
    }
    for (const [what, shop, bare] of rows) {
      const ratio = shop.requests.average / bare.requests.average;
      console.log(
        `${what.padEnd(24)} api ${Math.round(shop.requests.average).toLocaleString('en-US').padStart(7)} req/s p99 ${String(shop.latency.p99).padStart(4)} ms | ` +
          `node:http ${Math.round(bare.requests.average).toLocaleString('en-US').padStart(7)} req/s p99 ${String(bare.latency.p99).padStart(4)} ms | ` +
          `${(ratio * 100).toFixed(0)}% (target ≥ 50%) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}` +
          (shop.non2xx ? ` (${shop.non2xx} non-2xx!)` : ''),
      );
    }
  } finally {
    reference.kill('SIGTERM');
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
}
