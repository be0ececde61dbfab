import { createTestDatabase } from '../testing/test-database.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres.event-store.js';

describe('PostgresEventStore', () => {
  eventStoreContract(async () => {
    const database = await createTestDatabase('eventstore');
    return { store: new PostgresEventStore(database.pool, { pollIntervalMs: 5 }), close: () => database.drop() };
  });
});
