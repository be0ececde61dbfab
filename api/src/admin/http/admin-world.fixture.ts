// The API with the ordering and returns read models kept up in-process, for the admin specs.
import pino from 'pino';
import { orderHistoryProjection } from '../../ordering/read-models/order-history/order-history.projection.js';
import { projectInto } from '../../platform/testing/projection-spec.js';
import { ordersProjection } from '../../ordering/read-models/orders/orders.projection.js';
import type { OrderEvent } from '../../ordering/events.js';
import { orderStream } from '../../ordering/order/order.js';
import { EVENT_STORE, type Actor, type EventStore } from '../../platform/event-store/event-store.port.js';
import { checkpointAdvance } from '../../platform/projections/checkpoints.js';
import { CheckpointedFollower } from '../../platform/projections/checkpointed-follower.js';
import type { Projection } from '../../platform/projections/projection.js';
import { given } from '../../platform/testing/command-spec.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';

export interface AdminWorld {
  t: TestApp;
  store: EventStore;
  /** Appends an order's events as its commands would have; the followers project them. */
  record(orderId: string, events: OrderEvent[], actor?: Actor): Promise<void>;
  get(path: string, token: string): ReturnType<ReturnType<TestApp['http']>['get']>;
  patch(path: string, token: string, body: object): ReturnType<ReturnType<TestApp['http']>['patch']>;
  close(): Promise<void>;
}

/** Stands in for the projections process: each read model follows $all and moves its checkpoint, so the API's read-your-writes waits work. */
function follow(t: TestApp, store: EventStore, projection: Projection): CheckpointedFollower {
  const follower = new CheckpointedFollower(projection.name, store, t.database.pool, pino({ level: 'silent' }), async (batch, expected) => {
    const last = batch.at(-1)!;
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      const advance = checkpointAdvance(projection.name, expected, last.position, last.createdAt);
      await client.query(advance.text, [...advance.values]);
      await projectInto(client, projection, batch);
      await client.query('COMMIT');
      return last.position;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
  follower.start();
  return follower;
}

export async function adminWorld(label: string, extra: Projection[] = [], env: Record<string, string> = {}): Promise<AdminWorld> {
  const t = await createTestApp(label, env);
  const store = t.app.get<EventStore>(EVENT_STORE);
  const followers = [ordersProjection, orderHistoryProjection, ...extra].map((projection) => follow(t, store, projection));
  const system: Actor = { _id: null, role: 'system', name: 'spec' };
  return {
    t,
    store,
    record: (orderId, events, actor = system) => given(store, orderStream(orderId), events, { actor, correlationId: orderId, causationId: orderId }),
    get: (path, token) => t.http().get(path).set('authorization', `Bearer ${token}`),
    patch: (path, token, body) => t.http().patch(path).set('authorization', `Bearer ${token}`).send(body),
    async close() {
      await Promise.all(followers.map((follower) => follower.stop()));
      await t.close();
    },
  };
}
