import { loadConfigOrExit } from './platform/config.js';
import { sessionSettings, setDatabaseIdleTransactionTimeout } from './platform/database/idle-transactions.js';
import { migrate } from './platform/database/migrate.js';
import { createPool } from './platform/database/pool.js';

// `npm run migrate`: brings the database named by DATABASE_URL up to date, creating it if needed,
// and sets its idle transaction timeout (IDLE_TRANSACTION_TIMEOUT_SECONDS) for every session on it.
const config = loadConfigOrExit();
const session = sessionSettings(config);
const applied = await migrate(config.DATABASE_URL, undefined, session);
process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Database is up to date\n');
const pool = createPool(config.DATABASE_URL, { max: 1, applicationName: 'petshop-migrate', session });
try {
  await setDatabaseIdleTransactionTimeout(pool, session, (message) => process.stderr.write(`${message}\n`));
} finally {
  await pool.end();
}
