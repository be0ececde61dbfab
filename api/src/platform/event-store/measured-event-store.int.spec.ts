import { ConcurrencyConflictError } from './errors.js';
import { eventStoreContract } from './event-store.contract.js';
import { enableMetrics, registry } from '../metrics/registry.js';
import { parseExposition, sumOf } from '../testing/exposition.js';
import { createTestDatabase } from '../testing/test-database.js';
import { eventStoreMetrics, MeasuredEventStore } from './measured-event-store.js';
import { PostgresEventStore } from './postgres.event-store.js';

const metadata = { actor: { _id: null, email: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };

describe('MeasuredEventStore', () => {
  beforeAll(() => enableMetrics('api', [eventStoreMetrics]));

  // Measuring changes nothing the port promises.
  eventStoreContract(async () => {
    const database = await createTestDatabase('eventstore_measured');
    return { store: new MeasuredEventStore(new PostgresEventStore(database.pool, { pollIntervalMs: 5 })), close: () => database.drop() };
  });

  it('counts appends by outcome, the events they stored, and times every one', async () => {
    const database = await createTestDatabase('eventstore_measured_counts');
    try {
      const store = new MeasuredEventStore(new PostgresEventStore(database.pool));
      const before = parseExposition(await registry.metrics());
      const event = { type: 'Happened', data: {}, metadata };
      await store.append('stream-1', [event, event], 'no_stream');
      await expect(store.append('stream-1', [event], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyConflictError);
      const after = parseExposition(await registry.metrics());
      const grew = (name: string, labels: Record<string, string> = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);
      expect(grew('petshop_event_store_appends_total', { outcome: 'ok' })).toBe(1);
      expect(grew('petshop_event_store_appends_total', { outcome: 'conflict' })).toBe(1);
      expect(grew('petshop_event_store_events_appended_total')).toBe(2);
      expect(grew('petshop_event_store_append_duration_seconds_count')).toBe(2);
    } finally {
      await database.drop();
    }
  });
});
