// `npm test`: everything, from a fresh clone. Installs what is missing, fails on a lint or format
// error, starts PostgreSQL and Redis when they are down, installs Debian's Chromium for the browser tests, builds, then runs jest.
import { build, ensureChromium, ensureInstalled, ensureServices, run, say } from './lib.mjs';

ensureInstalled();
say('Linting and checking the format (biome)');
run('npx', ['biome', 'ci', '.']);
await ensureServices();
ensureChromium();
build();
say('Type-checking tests');
run('npx', ['tsc', '-p', 'tsconfig.test.json']);
say('Running tests');
run('npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)], { env: { ...process.env, NODE_OPTIONS: '--no-warnings' } });
