// Writes tests/suite-durations.json, the seconds each suite took in a full jest run, which the test
// sequencer (tests/support/slowest-first.mjs) orders a run by when jest has no timings of its own:
//   npx jest --maxWorkers=2 --json --outputFile=/tmp/jest.json
//   node scripts/suite-durations.mjs /tmp/jest.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const [input] = process.argv.slice(2);
if (!input) throw new Error('usage: node scripts/suite-durations.mjs <jest --json output>');
const { testResults } = JSON.parse(readFileSync(input, 'utf8'));
const durations = Object.fromEntries(
  testResults
    .map((suite) => [path.relative(ROOT, suite.name).split(path.sep).join('/'), Math.round((suite.endTime - suite.startTime) / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(path.join(ROOT, 'tests/suite-durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
process.stdout.write(`tests/suite-durations.json: ${testResults.length} suites\n`);
