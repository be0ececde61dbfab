import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import type { OrderPlaced } from '../events.js';
import { evolveOrder, initialOrder, type Order, type PlacedOrder } from '../order/order.js';
import { statusEffect } from '../order/order-status.js';
import { ORDER_EVENT_TYPES } from '../order/order-event-guard.js';
import { historyEntries, type OrderHistoryEntry, type RecordedOrderEvent } from './order-view.js';
import { OrderStreams, scenarios, shownWithoutAccount } from '../testing/order-events.fixture.js';
import { projectInto } from '../../platform/testing/projection-spec.js';
import { orderHistoryProjection } from './order-history/order-history.projection.js';
import { orderHistory } from './order-history/order-history.query.js';
import { ordersProjection } from './orders/orders.projection.js';

// `statusEffect` decides what an event does to the statuses; evolve, the two projections and the
// history the API folds each derive from it in their own way (state, SQL, SQL, fold). This spec
// holds them to one answer for every event of every scenario, and the scenarios to every type.

const FIELDS = ['orderStatus', 'paymentStatus'] as const;
type Field = (typeof FIELDS)[number];
type Statuses = Record<Field, string>;
type Change = Pick<OrderHistoryEntry, 'field' | 'from' | 'to'>;
/** What one reader says an event left and changed. */
interface Telling {
  statuses: Statuses;
  changes: Change[];
}

const placedOnly = (order: Order): PlacedOrder => {
  if (order.status === 'none') throw new Error('every scenario starts with its placement');
  return order;
};
const statusesOf = (order: PlacedOrder): Statuses => ({ orderStatus: order.status, paymentStatus: order.paymentStatus });
const changesBetween = (before: Statuses | null, after: Statuses): Change[] =>
  FIELDS.filter((field) => before?.[field] !== after[field]).map((field) => ({ field, from: before?.[field] ?? null, to: after[field] }));
const told = (before: Statuses | null, after: Statuses): Telling => ({ statuses: after, changes: changesBetween(before, after) });
/** A history's telling: the latest `to` of each field, and the entries the event at `revision` wrote. */
const toldByHistory = (entries: readonly Pick<OrderHistoryEntry, 'field' | 'from' | 'to' | 'revision'>[], revision: number): Telling => ({
  statuses: Object.fromEntries(FIELDS.map((field) => [field, entries.filter((entry) => entry.field === field).at(-1)?.to])) as Statuses,
  changes: entries.filter((entry) => entry.revision === revision).map(({ field, from, to }) => ({ field, from, to })),
});

interface OrdersRow {
  status: string;
  payment_status: string;
  view: Statuses;
}
const rowColumns = (row: OrdersRow): Statuses => ({ orderStatus: row.status, paymentStatus: row.payment_status });
const rowView = ({ view }: OrdersRow): Statuses => ({ orderStatus: view.orderStatus, paymentStatus: view.paymentStatus });

describe('what an event does to an order’s statuses', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('order_status_agreement');
  });
  afterAll(() => database.drop());

  const ordersRow = async (orderId: string): Promise<OrdersRow | undefined> =>
    (await database.pool.query('SELECT status, payment_status, view FROM orders WHERE id = $1', [orderId])).rows[0];

  it.each(Object.entries(scenarios))('given an order %s, then evolve, both projections and historyEntries agree on every event', async (_name, events) => {
    const orderId = (events[0] as OrderPlaced).data.orderId;
    const streams = new OrderStreams();
    const recorded: RecordedOrderEvent[] = [];
    let state: Order = initialOrder();
    for (const event of events) {
      const stored = streams.record(orderId, event);
      const revision = Number(stored.revision);
      recorded.push({ ...event, revision: stored.revision, metadata: stored.metadata } as RecordedOrderEvent);
      const before = state.status === 'none' ? null : state;
      state = evolveOrder(state, event);
      const after = placedOnly(state);
      const rowBefore = await ordersRow(orderId);
      await projectInto(database.pool, ordersProjection, [stored]);
      await projectInto(database.pool, orderHistoryProjection, [stored]);
      const rowAfter = (await ordersRow(orderId))!;
      const projected = await orderHistory(database.pool, orderId);
      const folded = historyEntries(recorded);

      const byEvolve = told(before && statusesOf(before), statusesOf(after));
      const tellings: Record<string, Telling> = {
        'the orders columns': told(rowBefore ? rowColumns(rowBefore) : null, rowColumns(rowAfter)),
        'the orders view': told(rowBefore ? rowView(rowBefore) : null, rowView(rowAfter)),
        'the order-history projection': toldByHistory(projected, revision),
        historyEntries: toldByHistory(folded, revision),
      };
      for (const [reader, telling] of Object.entries(tellings)) {
        expect({ type: event.type, revision, reader, telling }).toEqual({ type: event.type, revision, reader, telling: byEvolve });
      }

      // Reasons: both histories give the same, and an orderStatus change the one the order keeps.
      // The query shows each actor as the account stands (none here); the fold keeps the stored one.
      expect(projected).toEqual(folded.map((entry) => ({ ...entry, actor: shownWithoutAccount(entry.actor) })));
      const orderStatusChange = folded.find((entry) => entry.revision === revision && entry.field === 'orderStatus');
      if (orderStatusChange) expect({ type: event.type, reason: orderStatusChange.reason }).toEqual({ type: event.type, reason: after.statusReason });

      // Nothing but the effect moves a status: a field changes only where the effect sets it.
      const effect = statusEffect(event);
      for (const { field } of byEvolve.changes)
        expect({ type: event.type, field, set: effect[field] !== undefined }).toEqual({ type: event.type, field, set: true });
    }
  });

  it('sees every event type of the union, and every change its effect can make, in the scenarios', () => {
    const all = Object.values(scenarios);
    const seen = new Set<string>();
    for (const events of all) {
      let state: Order = initialOrder();
      for (const event of events) {
        const before = state.status === 'none' ? null : statusesOf(state);
        state = evolveOrder(state, event);
        seen.add(event.type);
        for (const { field } of changesBetween(before, statusesOf(placedOnly(state)))) seen.add(`${event.type} changes ${field}`);
      }
    }
    const expected = Object.keys(ORDER_EVENT_TYPES).flatMap((type) => {
      const example = all.flat().find((event) => event.type === type);
      const sets = example ? FIELDS.filter((field) => statusEffect(example)[field] !== undefined) : [];
      return [type, ...sets.map((field) => `${type} changes ${field}`)];
    });
    expect([...seen].sort()).toEqual(expected.sort());
  });
});
