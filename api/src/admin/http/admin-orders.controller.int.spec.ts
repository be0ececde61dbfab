import { staffOrderDetailsSchema, staffOrderSchema } from '@petshop/contract';
import { captured, collar, kibble, placed } from '../../ordering/testing/order-events.fixture.js';
import { eventually } from '../../platform/testing/eventually.js';
import { adminWorld, type AdminWorld } from './admin-world.fixture.js';
import { listParameters } from '../../platform/testing/test-app.js';

// Orders hold the account's id only: the name and email shown are the account's (docs/privacy.md).
const asha = { _id: '00000000-0000-4000-9000-000000000001', email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' };
const vikram = { _id: '00000000-0000-4000-9000-000000000002', email: 'vikram.s@mail.in', firstName: 'Vikram', lastName: 'Singh' };
/** Order ids are UUIDs; these sort as their numbers do. */
const o = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const on = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();

describe('GET /api/admin/orders (ra-data-simple-rest)', () => {
  let w: AdminWorld;
  let admin: string;
  let shopper: string;
  const numbers = (body: { orderNumber: string }[]) => body.map((order) => order.orderNumber);
  const list = async (query: Record<string, unknown>) => {
    const params = new URLSearchParams(listParameters(query));
    return w.get(`/api/admin/orders?${params}`, admin).expect(200);
  };

  beforeAll(async () => {
    w = await adminWorld('admin_orders');
    admin = await w.t.adminToken();
    shopper = (await w.t.customer()).token;
    for (const account of [asha, vikram])
      await w.t.database.pool.query(`INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, $2, $3, $4, 'x', 'customer')`, [
        account._id,
        account.firstName,
        account.lastName,
        account.email,
      ]);
    // PS-1001 2948 paid (day 1), PS-1002 349 pending (day 2), PS-1003 2599 paid and processing (day 3), PS-1004 349 pending (day 4).
    await w.record(o(1), [placed({ orderId: o(1), orderNumber: 'PS-1001', customer: { _id: asha._id }, at: on(1) }), captured(o(1), 2948)]);
    await w.record(o(2), [placed({ orderId: o(2), orderNumber: 'PS-1002', customer: { _id: vikram._id }, lines: [collar], at: on(2) })]);
    await w.record(o(3), [
      placed({ orderId: o(3), orderNumber: 'PS-1003', customer: { _id: asha._id }, lines: [kibble], at: on(3) }),
      captured(o(3), 2599, 3),
      { type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: null, forced: false, at: on(4) } },
    ]);
    await w.record(o(4), [placed({ orderId: o(4), orderNumber: 'PS-1004', customer: { _id: vikram._id }, lines: [collar], at: on(4) })]);
    await eventually(async () => expect((await list({})).body).toHaveLength(4));
  });
  afterAll(() => w.close());

  it('answers bare records, newest first: the Order with id and the customer’s name and email, and Content-Range', async () => {
    const response = await list({});
    expect(response.headers['content-range']).toBe('orders 0-3/4');
    expect(numbers(response.body)).toEqual(['PS-1004', 'PS-1003', 'PS-1002', 'PS-1001']);
    for (const record of response.body) expect(staffOrderSchema.strict().parse(record)).toEqual(record);
    const ps1003 = response.body[1];
    expect(ps1003).toMatchObject({
      id: o(3),
      _id: o(3),
      orderNumber: 'PS-1003',
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.in',
      totalAmount: 2599,
      currency: 'INR',
      orderStatus: 'processing',
      paymentStatus: 'paid',
      createdAt: on(3),
    });
    expect(ps1003.products).toHaveLength(1);
  });

  it('pages through range, with the total in Content-Range', async () => {
    const second = await list({ range: [1, 2] });
    expect(numbers(second.body)).toEqual(['PS-1003', 'PS-1002']);
    expect(second.headers['content-range']).toBe('orders 1-2/4');
    const beyond = await list({ range: [10, 19] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('orders 10-10/4');
  });

  it('sorts by each field, either way', async () => {
    expect(numbers((await list({ sort: ['createdAt', 'ASC'] })).body)).toEqual(['PS-1001', 'PS-1002', 'PS-1003', 'PS-1004']);
    expect(numbers((await list({ sort: ['totalAmount', 'DESC'] })).body)).toEqual(['PS-1001', 'PS-1003', 'PS-1004', 'PS-1002']);
    expect(numbers((await list({ sort: ['orderNumber', 'DESC'] })).body)).toEqual(['PS-1004', 'PS-1003', 'PS-1002', 'PS-1001']);
    expect(numbers((await list({ sort: ['orderStatus', 'ASC'] })).body)[0]).not.toBe('PS-1003');
    expect(numbers((await list({ sort: ['orderStatus', 'DESC'] })).body)[0]).toBe('PS-1003');
    expect(numbers((await list({ sort: ['paymentStatus', 'ASC'] })).body)).toEqual(['PS-1001', 'PS-1003', 'PS-1002', 'PS-1004']);
  });

  it('filters by q over the order number, name and email in any case, by statuses, by dates and by customer', async () => {
    const matching = async (filter: object) => {
      const response = await list({ filter });
      expect(response.headers['content-range']).toMatch(new RegExp(`/${response.body.length}$`));
      return numbers(response.body);
    };
    expect(await matching({ q: 'ps-1002' })).toEqual(['PS-1002']);
    expect(await matching({ q: 'ASHA rao' })).toEqual(['PS-1003', 'PS-1001']);
    expect(await matching({ q: 'vikram.s@mail' })).toEqual(['PS-1004', 'PS-1002']);
    expect(await matching({ q: '100%' })).toEqual([]);
    expect(await matching({ orderStatus: 'processing' })).toEqual(['PS-1003']);
    expect(await matching({ paymentStatus: 'pending' })).toEqual(['PS-1004', 'PS-1002']);
    expect(await matching({ paymentStatus: 'paid', q: 'asha' })).toEqual(['PS-1003', 'PS-1001']);
    expect(await matching({ createdAt_gte: '2026-11-02', createdAt_lte: '2026-11-03' })).toEqual(['PS-1003', 'PS-1002']);
    expect(await matching({ createdAt_gte: on(2), createdAt_lte: on(3) })).toEqual(['PS-1003', 'PS-1002']);
    expect(await matching({ createdAt_lte: '2026-11-01' })).toEqual(['PS-1001']);
    expect(await matching({ customerId: vikram._id })).toEqual(['PS-1004', 'PS-1002']);
    expect(await matching({ customerId: vikram._id, paymentStatus: 'pending', createdAt_gte: '2026-11-03' })).toEqual(['PS-1004']);
    expect(await matching({ customerId: 'u-404' })).toEqual([]);
  });

  it('refuses parameters it cannot read, in the envelope', async () => {
    for (const query of ['sort=["password","ASC"]', 'range=[0', 'filter={"orderStatus":"lost"}', 'filter={"createdAt_gte":"yesterday"}']) {
      const response = await w.get(`/api/admin/orders?${query}`, admin).expect(400);
      expect(response.body.status).toBe(false);
    }
  });

  it('answers one order by id, and the envelope’s 404 for an unknown one', async () => {
    const { body } = await w.get(`/api/admin/orders/${o(2)}`, admin).expect(200);
    expect(staffOrderDetailsSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: o(2),
      orderNumber: 'PS-1002',
      customerName: 'Vikram Singh',
      customerEmail: 'vikram.s@mail.in',
      paymentStatus: 'pending',
    });
    expect((await w.get(`/api/admin/orders/${o(404)}`, admin).expect(404)).body).toMatchObject({ status: false, message: 'Order not found' });
    expect((await w.get('/api/admin/orders/not-an-order', admin).expect(404)).body).toMatchObject({ status: false, message: 'Order not found' });
  });

  it('answers with one order the moves its state machine takes now, and why it refuses the others of the table', async () => {
    const moves = async (id: string) => {
      const { nextStates, vetoedStates } = (await w.get(`/api/admin/orders/${id}`, admin).expect(200)).body;
      return { nextStates, vetoedStates };
    };
    expect(await moves(o(2))).toEqual({ nextStates: ['cancelled'], vetoedStates: [{ state: 'processing', reason: 'An unpaid order can only be cancelled' }] });
    expect(await moves(o(3))).toEqual({ nextStates: ['shipped', 'cancelled'], vetoedStates: [] });
    // What it offers is what the PATCH takes: the vetoed move is refused with that reason.
    const refused = await w.patch(`/api/orders/${o(2)}/status`, admin, { orderStatus: 'processing' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An unpaid order can only be cancelled');
  });

  it('is for staff and admins: no token 401, a customer 403', async () => {
    for (const path of ['/api/admin/orders', `/api/admin/orders/${o(1)}`]) {
      expect((await w.t.http().get(path).expect(401)).body.status).toBe(false);
      expect((await w.get(path, shopper).expect(403)).body.status).toBe(false);
    }
  });

  it('shows a staff status change at once', async () => {
    const changed = await w.patch(`/api/orders/${o(1)}/status`, admin, { orderStatus: 'processing' });
    expect(changed.status).toBe(200);
    expect(numbers((await list({ filter: { orderStatus: 'processing' } })).body)).toEqual(['PS-1003', 'PS-1001']);
    expect((await w.get(`/api/admin/orders/${o(1)}`, admin).expect(200)).body.orderStatus).toBe('processing');
  });
});
