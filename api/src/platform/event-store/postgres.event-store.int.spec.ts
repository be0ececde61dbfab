import { eventually } from '../testing/eventually.js';
import { createTestDatabase } from '../testing/test-database.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres.event-store.js';

describe('PostgresEventStore', () => {
  eventStoreContract(async () => {
    const database = await createTestDatabase('eventstore');
    return { store: new PostgresEventStore(database.pool, { pollIntervalMs: 5 }), close: () => database.drop() };
  });
});

describe('PostgresEventStore polling', () => {
  it('lets caught-up subscriptions poll on one tick and share each read', async () => {
    const database = await createTestDatabase('eventstore_polling');
    const reads: string[] = [];
    const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
    const counting = Object.assign(Object.create(database.pool) as typeof database.pool, {
      query: (...args: unknown[]) => {
        const config = args[0] as { name?: string };
        if (config?.name === 'event-store-read-all') reads.push(config.name);
        return query(...args);
      },
    });
    const store = new PostgresEventStore(counting, { pollIntervalMs: 20 });
    const subscriptions = Array.from({ length: 5 }, () => store.subscribeToAll());
    const received = subscriptions.map(() => 0);
    const following = subscriptions.map(async (subscription, index) => {
      for await (const batch of subscription) received[index]! += batch.length;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await store.append(
      'stream-1',
      [{ type: 'Happened', data: {}, metadata: { actor: { _id: null, role: 'system', name: 'test' }, correlationId: 'c', causationId: 'c' } }],
      'no_stream',
    );
    await eventually(() => expect(received).toEqual([1, 1, 1, 1, 1]));
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
    await Promise.all(following);
    // Five subscriptions polling for about 15 ticks: about one read a tick, not five.
    expect(reads.length).toBeLessThan(5 * 10);
    await database.drop();
  });
});
