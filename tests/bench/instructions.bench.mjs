// `npm run bench:instructions`: the instructions the API spends on a kept catalogue answer (a page of 24,
// the storefront's page of 24 cards, a product), against a bare node:http server answering the same bytes
// with the same headers, both counted by valgrind's callgrind. Instructions, not seconds: the development
// machines' speed moves by half within minutes, and a count stays put however busy the machine is, so a
// change to the API's hot path can be judged in one sitting, and figures compare across sittings.
//
// A shop is started as npm start runs it; a second API process, with the first one's environment and a port
// of its own, runs under callgrind. Each read is warmed (V8 settles slowly under valgrind), then counted in
// BENCH_RUNS runs of BENCH_REQUESTS requests on one connection; the figure is the smallest count per answer
// of the runs (the API's timers add to some). Counted: every thread's instructions in user space; not the
// kernel's work on the socket, which the shop and the bare server share.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ACCEPT_ENCODING, bareServer, onTheWire } from './bare-server.mjs';
import { exitUnlessBuilt, freePort, machineLine, ROOT, startShop, waitUntilUp } from './built-shop.mjs';
import { checkout, signUp, stockUp } from './shoppers.mjs';

exitUnlessBuilt();
if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('bench:instructions needs valgrind (Debian: apt-get install -y valgrind)');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 4);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
/** Requests before the first counted run: under valgrind V8 optimises a route's code after about this many. */
const WARM_UP = 15_000;
/** How long a process under valgrind may take to start listening (the API took 20 s on a quiet machine). */
const START_SECONDS = 600;
/** The parts of a shop's environment that belong to its supervisor's child, not to a process started beside it. */
const SUPERVISOR_ONLY = ['NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE'];

const scratch = mkdtempSync(path.join(os.tmpdir(), 'petshop-bench-instructions-'));
const callgrind = [
  'valgrind',
  '--tool=callgrind',
  '--quiet',
  '--smc-check=all-non-file', // V8 writes the code it runs
  '--instr-atstart=no',
  `--callgrind-out-file=${path.join(scratch, 'callgrind.%p.out')}`,
];

/** `requests` GETs of `url`, one after another on one connection. */
async function ask(url, requests) {
  const cli = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
  const args = [cli, '--json', '-c', '1', '-a', String(requests), '-H', `accept-encoding=${ACCEPT_ENCODING}`, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
}

/** callgrind_control's command to a process under callgrind. */
function control(pid, ...args) {
  const result = spawnSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`callgrind_control ${args.join(' ')} ${pid}: ${result.stderr || result.stdout}`);
}

/** The instructions a process under callgrind spent on each of `requests` answers to `url`: the fewest of RUNS runs. */
async function instructionsPerAnswer(pid, url) {
  await ask(url, WARM_UP);
  const perAnswer = [];
  for (let run = 0; run < RUNS; run++) {
    control(pid, '--zero');
    control(pid, '--instr=on');
    await ask(url, REQUESTS);
    control(pid, '--instr=off');
    const before = new Set(readdirSync(scratch));
    control(pid, '--dump');
    const dump = readdirSync(scratch).find((name) => !before.has(name) && name.startsWith(`callgrind.${pid}.out.`));
    const totals = /^totals: (\d+)/m.exec(readFileSync(path.join(scratch, dump), 'utf8'));
    perAnswer.push(Number(totals[1]) / REQUESTS);
  }
  return Math.min(...perAnswer);
}

/** The running API's environment, for a second API process beside it on `port`. */
function besideTheApi(shop, port) {
  const [pid] = shop.pids().api;
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  for (const name of SUPERVISOR_ONLY) delete env[name];
  return { ...env, PORT: String(port) };
}

console.log(`${machineLine()}; ${RUNS} runs of ${REQUESTS} requests on one connection per read, after ${WARM_UP.toLocaleString('en-US')} to warm it`);
const shop = await startShop('instructions');
const db = new pg.Client({ connectionString: shop.databaseUrl });
const children = [];
try {
  await db.connect();
  const products = await stockUp(shop, db);
  await checkout(shop, await signUp(shop, 'warm-up'), products);
  const id = JSON.parse(await (await fetch(`${shop.base}/api/products?limit=24`)).text()).products[0]._id;
  const reads = [
    ['GET /api/products (24)', '/api/products?limit=24'],
    ['GET /api/products?view=card (24)', '/api/products?limit=24&view=card'],
    ['GET /api/products/:id', `/api/products/${id}`],
  ];
  const [list, cards, detail] = await Promise.all(reads.map(([, pathAndQuery]) => onTheWire(`${shop.base}${pathAndQuery}`)));

  const [apiPort, barePort] = [await freePort(), await freePort()];
  const api = spawn(callgrind[0], [...callgrind.slice(1), process.execPath, 'api/dist/main.js'], {
    cwd: ROOT,
    env: besideTheApi(shop, apiPort),
    stdio: 'ignore',
  });
  children.push(api);
  const bare = await bareServer(barePort, { list, cards, detail }, { wrapper: callgrind, startSeconds: START_SECONDS });
  children.push(bare);
  await waitUntilUp(`http://127.0.0.1:${apiPort}/api/health/live`, [{ name: 'the API under callgrind', child: api }], START_SECONDS);
  console.log(`The shop runs as npm start runs it (its log in ${shop.logFile}), a second API beside it under callgrind\n`);

  for (const [what, pathAndQuery] of reads) {
    const shopCount = await instructionsPerAnswer(api.pid, `http://127.0.0.1:${apiPort}${pathAndQuery}`);
    const bareCount = await instructionsPerAnswer(bare.pid, `http://127.0.0.1:${barePort}${pathAndQuery}`);
    const k = (count) => `${(count / 1000).toFixed(1)}k`.padStart(7);
    console.log(`${what.padEnd(34)} api ${k(shopCount)} instructions per answer, bare node:http ${k(bareCount)}: ${(shopCount / bareCount).toFixed(2)}×`);
  }
} finally {
  for (const child of children) child.kill('SIGKILL');
  await db.end().catch(() => undefined);
  await shop.stop();
  rmSync(scratch, { recursive: true, force: true });
}
