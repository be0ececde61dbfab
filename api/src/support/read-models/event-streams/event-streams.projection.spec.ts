import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { eventStreamsProjection, streamCategory } from './event-streams.projection.js';

const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, second));
let prepare = 0n;
const stored = (streamId: string, revision: bigint, type: string, second: number): StoredEvent => ({
  id: `${streamId}-${revision}`,
  streamId,
  type,
  data: {},
  metadata: { actor: { _id: null, email: null, role: 'system', name: 't' }, correlationId: 'c', causationId: 'c' },
  revision,
  position: { commit: 1n, prepare: ++prepare },
  createdAt: at(second),
});

describe('event-streams projection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('event_streams');
  });
  afterAll(() => database.drop());

  it('given events of two streams, then one row per stream with its count, last revision and times', async () => {
    const events = [
      stored('order-1', 0n, 'OrderPlaced', 1),
      stored('cart-7', 0n, 'ItemAdded', 2),
      stored('order-1', 1n, 'OrderPaid', 3),
      stored('order-1', 2n, 'OrderShipped', 4),
    ];
    for (const event of events) {
      for (const statement of eventStreamsProjection.project(event, (name) => name)) {
        await database.pool.query(statement.text, [...statement.values]);
      }
    }
    const { rows } = await database.pool.query('SELECT * FROM event_streams ORDER BY stream_id');
    expect(rows).toEqual([
      { stream_id: 'cart-7', category: 'cart', last_revision: '0', last_type: 'ItemAdded', events_count: '1', first_event_at: at(2), last_event_at: at(2) },
      { stream_id: 'order-1', category: 'order', last_revision: '2', last_type: 'OrderShipped', events_count: '3', first_event_at: at(1), last_event_at: at(4) },
    ]);
  });

  it('names categories as EventStoreDB does', () => {
    expect(streamCategory('order-6f1c-22')).toBe('order');
    expect(streamCategory('settings')).toBe('settings');
  });
});
