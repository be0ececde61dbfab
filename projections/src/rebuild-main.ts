// `npm run projections:rebuild [name]`: rebuilds one read model, or all of them; a read model's table
// that is gone is first made again, empty, from the migrations.
import { createEventStore, createLogger, createPool, loadConfigOrExit, sessionSettings } from '@petshop/api/platform';
import { projections, UPCASTERS } from '@petshop/api/projections';
import { recreateMissingTables, rebuildProjection } from './rebuild.js';

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger('projections-rebuild', config.LOG_LEVEL);
  const wanted = process.argv[2];
  const selected = wanted ? projections.filter((projection) => projection.name === wanted) : projections;
  if (selected.length === 0) {
    process.stderr.write(`Unknown projection "${wanted}". Known: ${projections.map((p) => p.name).join(', ')}\n`);
    process.exit(2);
  }
  const pool = createPool(config.DATABASE_URL, { max: 4, applicationName: 'petshop-projections-rebuild', session: sessionSettings(config) });
  const store = await createEventStore(config, pool, UPCASTERS);
  try {
    const recreated = await recreateMissingTables(
      config.DATABASE_URL,
      pool,
      selected.flatMap((projection) => projection.tables),
    );
    if (recreated.length) process.stdout.write(`Recreated the missing tables ${recreated.join(', ')} as the migrations define them\n`);
    for (const projection of selected) {
      const events = await rebuildProjection(projection, store, pool, logger);
      process.stdout.write(`Rebuilt ${projection.name} from ${events} events\n`);
    }
  } finally {
    await store.close();
    await pool.end();
  }
}

await main();
