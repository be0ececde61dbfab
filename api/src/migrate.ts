import { loadConfigOrExit } from './platform/config.js';
import { migrate } from './platform/database/migrate.js';

// `npm run migrate`: brings the database named by DATABASE_URL up to date, creating it if needed.
const config = loadConfigOrExit();
const applied = await migrate(config.DATABASE_URL);
process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Database is up to date\n');
