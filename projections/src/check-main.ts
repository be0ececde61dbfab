// `npm run check:read-models`: rebuilds every read model from the events beside the live one and
// compares them row by row. Exit 0: no difference; 1: differences (each printed); 2: the check could
// not run (another is running, or it failed). The run is recorded like the console's runs.
import os from 'node:os';
import { createEventStore, createPool, loadConfigOrExit, ProcessInstance, sessionSettings, type Actor } from '@petshop/api/platform';
import { startReadModelCheck, UPCASTERS } from '@petshop/api/projections';
import { runRecordedCheck } from './check-run.js';
import { describeDifference, progressPrinter, summary } from './check-report.js';

/** Differences printed (and kept in memory); the count covers them all. */
const PRINTED = 1_000;

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const began = Date.now();
  const session = sessionSettings(config);
  const pool = createPool(config.DATABASE_URL, { max: 4, applicationName: 'petshop-read-model-check', session });
  const instance = new ProcessInstance(config.DATABASE_URL, 'petshop-read-model-check', session);
  const store = await createEventStore(config, pool, UPCASTERS);
  try {
    await instance.start();
    const startedBy: Actor = { _id: null, role: 'system', name: `npm run check:read-models (${os.userInfo().username}@${os.hostname()})` };
    const start = await startReadModelCheck(pool, { startedBy, source: 'cli', claimedBy: instance.key });
    if ('running' in start) {
      const { id, startedAt, startedBy: by } = start.running;
      process.stderr.write(
        `A read-model check is already running (#${id}, started ${startedAt} by ${by.email ?? by.name ?? by.role}); try again when it ends\n`,
      );
      return 2;
    }
    const progress = progressPrinter(process.stderr);
    try {
      const result = await runRecordedCheck(store, pool, start.started.id, { onProgress: (p) => progress.update(p), maxDifferences: PRINTED });
      progress.done();
      for (const difference of result.differences) process.stdout.write(`${describeDifference(difference)}\n`);
      if (result.differenceCount > result.differences.length) process.stdout.write(`… and ${result.differenceCount - result.differences.length} more\n`);
      process.stdout.write(`${summary(result, (Date.now() - began) / 1_000)}\n`);
      return result.differenceCount === 0 ? 0 : 1;
    } catch (error) {
      progress.done();
      process.stderr.write(`The read-model check could not finish: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
  } finally {
    await store.close();
    await instance.stop();
    await pool.end();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  // Postgres out of reach, say: the check could not run, which is no finding about the read models.
  process.stderr.write(`The read-model check could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  return 2;
});
