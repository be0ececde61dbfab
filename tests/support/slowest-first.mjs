// Jest's test sequencer, starting the slowest suites first, so that the two workers finish together
// instead of one of them starting a long suite when the other is nearly done. Jest does this by itself
// with the durations it cached from an earlier run on the machine; a fresh clone (CI) has none, and
// jest would fall back to file sizes. The durations of a recent full run, committed in
// tests/suite-durations.json (`node scripts/suite-durations.mjs <jest --json output>` writes it), stand
// in for the cache; a suite in neither is taken for a typical one of its kind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Seconds, by path from the repository root. */
const committed = JSON.parse(readFileSync(path.join(ROOT, 'tests/suite-durations.json'), 'utf8'));

/** A suite nobody has timed yet: the cross-process and browser suites take about a minute, a spec some seconds. */
const typicalMs = (relative) => (relative.startsWith('tests/') ? 60_000 : relative.includes('.int.spec.') ? 10_000 : 1_000);

export default class SlowestFirst extends Sequencer {
  sort(tests) {
    const expectedMs = (test) => {
      const relative = path.relative(ROOT, test.path).split(path.sep).join('/');
      return this.time(test) ?? (committed[relative] === undefined ? typicalMs(relative) : committed[relative] * 1000);
    };
    return [...tests].sort((a, b) => expectedMs(b) - expectedMs(a));
  }
}
