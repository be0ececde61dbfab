import type { EventStore, Pool } from '@petshop/api/platform';
import { failReadModelCheck, finishReadModelCheck, recordReadModelCheckProgress } from '@petshop/api/projections';
import { checkReadModels, type CheckProgress, type CheckResult } from './check.js';

const SCHEMA_PREFIX = 'read_model_check_';

export interface RecordedCheckOptions {
  onProgress?: (progress: CheckProgress) => void;
  /** How often the run's row learns its progress, for the console's card. */
  progressEveryMs?: number;
  maxDifferences?: number;
}

/**
 * Runs the check recorded as `read_model_checks` row `id` (started by startReadModelCheck, and
 * claimed by this process) into a schema of its own, `read_model_check_<id>`, and records how it
 * ended: passed, failed with its differences, or error. The CLI and the worker both run it.
 */
export async function runRecordedCheck(store: EventStore, pool: Pool, id: number, options: RecordedCheckOptions = {}): Promise<CheckResult> {
  await dropAbandonedSchemas(pool);
  let savedAt = 0;
  let saving: Promise<void> | undefined;
  const onProgress = (progress: CheckProgress) => {
    options.onProgress?.(progress);
    if (saving || Date.now() - savedAt < (options.progressEveryMs ?? 1_000)) return;
    savedAt = Date.now();
    saving = recordReadModelCheckProgress(pool, id, progress)
      .catch(() => undefined) // progress is a courtesy: the outcome is recorded below
      .finally(() => {
        saving = undefined;
      });
  };
  try {
    const result = await checkReadModels(store, pool, { schema: `${SCHEMA_PREFIX}${id}`, onProgress, maxDifferences: options.maxDifferences });
    await saving;
    await finishReadModelCheck(pool, id, result);
    return result;
  } catch (error) {
    await saving;
    await failReadModelCheck(pool, id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
}

/** The schemas of runs whose process died mid-check (closed as errors since): nobody else drops them. */
async function dropAbandonedSchemas(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace
     WHERE nspname ~ $1 AND substring(nspname FROM '[0-9]+$')::int NOT IN (SELECT id FROM read_model_checks WHERE status = 'running')`,
    [`^${SCHEMA_PREFIX}[0-9]+$`],
  );
  for (const { name } of rows) await pool.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
}
