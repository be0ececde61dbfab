// `npm test`: everything, from a fresh clone. Installs what is missing, starts PostgreSQL and Redis
// when they are down, installs Debian's Chromium for the browser tests, then lints and checks the
// format (biome) beside the build, and type-checks the tests beside jest: each of them keeps about one
// of the two cores busy, and any failure fails the run once all have ended. Each part says how long it took.
import { spawn } from 'node:child_process';
import { ROOT, build, ensureTestTools, ensureInstalled, ensureServices, inLanes, runAside, say, timed } from './lib.mjs';

ensureInstalled();
await ensureServices();
ensureTestTools();
await timed('Build and lint', () => build([() => runAside('Linting and checking the format (biome)', 'npx', ['biome', 'ci', '.'])]));

/** Jest's output streams as it runs. */
function jest() {
  say('Running tests');
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`jest failed with exit code ${code ?? signal}`))));
  });
}

// The tests' type-check reads the API's built declarations, so it waits for the build.
await inLanes([
  [() => timed('Type-checking tests (tsc)', () => runAside('Type-checking tests', 'npx', ['tsc', '-p', 'tsconfig.test.json']))],
  [() => timed(`Tests (jest, Node ${process.versions.node})`, jest)],
]);
