import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { OrderEvent } from '../../events.js';
import { evolveOrder, initialOrder, type PlacedOrder } from '../../order/order.js';
import { toOrderView } from '../order-view.js';
import { at, OrderStreams, placed } from '../../testing/order-events.fixture.js';
import { projectInto } from '../../../platform/testing/projection-spec.js';
import { ordersProjection } from './orders.projection.js';
import { keptPlan } from '../../../platform/testing/kept-plan.js';
import { CUSTOMERS_ORDERS, customersOrdersJson, orderView, staffOrders } from './orders.query.js';

// The orders name their shopper by id; the name and email a search finds are the account's.
const asha = { _id: '0a5a0000-0000-4000-8000-000000000001' };
const vikram = { _id: '0a5a0000-0000-4000-8000-000000000002' };
const accounts = [
  { ...asha, email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' },
  { ...vikram, email: 'Vikram.S@Mail.in', firstName: 'Vikram', lastName: 'Singh' },
];

/** Placements one day apart (o-1 oldest), some paid and moved on. */
const given: OrderEvent[][] = [
  [placed({ orderId: 'o-1', orderNumber: 'PS-1001', customer: asha, at: at(1) })],
  [
    placed({ orderId: 'o-2', orderNumber: 'PS-1002', customer: vikram, at: at(2) }),
    { type: 'PaymentCaptured', data: { paymentId: 'pay_2', razorpayOrderId: 'order_rzp_o-2', amount: 2948, source: 'webhook', at: at(2, 1) } },
    { type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: null, forced: false, at: at(3) } },
  ],
  [placed({ orderId: 'o-3', orderNumber: 'PS-1003', customer: asha, at: at(3) })],
  [placed({ orderId: 'o-4', orderNumber: 'PS-50%_X', customer: vikram, at: at(4) })],
];
const viewOf = (events: OrderEvent[]) => toOrderView(events.reduce(evolveOrder, initialOrder()) as PlacedOrder, null);

describe('orders queries', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('orders_query');
    for (const account of accounts) {
      await database.pool.query(`INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, $2, $3, $4, 'x', 'customer')`, [
        account._id,
        account.firstName,
        account.lastName,
        account.email,
      ]);
    }
    const streams = new OrderStreams();
    for (const events of given) {
      const orderId = (events[0] as { data: { orderId: string } }).data.orderId;
      await projectInto(
        database.pool,
        ordersProjection,
        events.map((event) => streams.record(orderId, event)),
      );
    }
  });
  afterAll(() => database.drop());

  it('customersOrdersJson: each customer’s orders, unpaid ones too, newest first, as the contract’s Order', async () => {
    const lists = await customersOrdersJson(database.pool, [asha._id, vikram._id, 'u-404']);
    expect(JSON.parse(lists.get(asha._id)!)).toEqual([viewOf(given[2]!), viewOf(given[0]!)]);
    expect(JSON.parse(lists.get(vikram._id)!)).toEqual([viewOf(given[3]!), viewOf(given[1]!)]);
    expect(lists.has('u-404')).toBe(false);
  });

  it('orderView: one order, and with a customer only that customer’s', async () => {
    expect(await orderView(database.pool, 'o-2')).toEqual(viewOf(given[1]!));
    expect(await orderView(database.pool, 'o-2', { customerId: vikram._id })).toMatchObject({ orderStatus: 'processing', paymentStatus: 'paid' });
    expect(await orderView(database.pool, 'o-2', { customerId: asha._id })).toBeNull();
    expect(await orderView(database.pool, 'o-404')).toBeNull();
  });

  const numbers = async (filter: Parameters<typeof staffOrders>[1]) => (await staffOrders(database.pool, filter)).data.map((order) => order.orderNumber);

  it('staffOrders: every order newest first, ten a page by default', async () => {
    expect(await staffOrders(database.pool, {})).toEqual({
      data: [viewOf(given[3]!), viewOf(given[2]!), viewOf(given[1]!), viewOf(given[0]!)],
      pagination: { page: 1, limit: 10, totalPages: 1, totalOrders: 4 },
    });
  });

  it('staffOrders: pages, with the limit capped and the total counted past the last page', async () => {
    expect(await staffOrders(database.pool, { page: 2, limit: 3 })).toMatchObject({ pagination: { page: 2, limit: 3, totalPages: 2, totalOrders: 4 } });
    expect(await numbers({ page: 2, limit: 3 })).toEqual(['PS-1001']);
    expect((await staffOrders(database.pool, { limit: 5000 })).pagination.limit).toBe(100);
    expect(await staffOrders(database.pool, { page: 9, limit: 3 })).toEqual({ data: [], pagination: { page: 9, limit: 3, totalPages: 2, totalOrders: 4 } });
  });

  it('staffOrders: searches a piece of the order number, the customer’s name or email in any case', async () => {
    expect(await numbers({ search: 'ps-1002' })).toEqual(['PS-1002']);
    expect(await numbers({ search: '100' })).toEqual(['PS-1003', 'PS-1002', 'PS-1001']);
    expect(await numbers({ search: 'ASHA R' })).toEqual(['PS-1003', 'PS-1001']);
    expect(await numbers({ search: 'vikram.s@mail' })).toEqual(['PS-50%_X', 'PS-1002']);
    expect(await numbers({ search: '  sIngh ' })).toEqual(['PS-50%_X', 'PS-1002']);
    expect(await numbers({ search: 'nobody' })).toEqual([]);
  });

  it('staffOrders: takes % and _ in a search literally', async () => {
    expect(await numbers({ search: '50%_' })).toEqual(['PS-50%_X']);
    expect(await numbers({ search: 'PS-1%' })).toEqual([]);
    expect(await numbers({ search: 'ps_1' })).toEqual([]);
  });

  it('staffOrders: filters by status, with the search', async () => {
    expect(await numbers({ status: 'placed' })).toEqual(['PS-50%_X', 'PS-1003', 'PS-1001']);
    expect(await staffOrders(database.pool, { status: 'processing', search: 'vikram' })).toMatchObject({
      data: [{ _id: 'o-2' }],
      pagination: { totalOrders: 1, totalPages: 1 },
    });
    expect(await numbers({ status: 'delivered' })).toEqual([]);
  });

  it('adds the addresses of shoppers with ten orders each by the index, never by reading every address the shop has recorded', async () => {
    const { pool } = database;
    await pool.query(
      `INSERT INTO orders (id, order_number, customer_id, status, payment_status, total_amount, view, created_at, updated_at, revision)
       SELECT 'many-' || g, 'PS-M' || g, 'customer-' || (g / 10), 'processing', 'paid', 100, '{}', now(), now(), 1 FROM generate_series(1, 20000) g`,
    );
    await pool.query(`INSERT INTO order_shipping_addresses (order_id, customer_id, address) SELECT id, customer_id, '{}' FROM orders WHERE id LIKE 'many-%'`);
    await pool.query('ANALYZE orders, order_shipping_addresses');
    const plan = await keptPlan(pool, CUSTOMERS_ORDERS, [`'{customer-7}'`]);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index Scan using order_shipping_addresses_pkey/);
  });
});
