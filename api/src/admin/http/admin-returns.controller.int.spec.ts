import { staffReturnDetailsSchema, staffReturnRecordSchema } from '@petshop/contract';
import { captured, kibble, moved, placed } from '../../ordering/testing/order-events.fixture.js';
import { moved as returnMoved, requested } from '../../returns/read-models/returns/returns-events.fixture.js';
import { returnsProjection } from '../../returns/read-models/returns/returns.projection.js';
import { returnStream } from '../../returns/index.js';
import type { ReturnEvent } from '../../returns/events.js';
import { given } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { adminWorld, type AdminWorld } from './admin-world.fixture.js';
import { listParameters } from '../../platform/testing/test-app.js';

/** Ids are UUIDs; these sort as their numbers do. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const on = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();

describe('/api/admin/returns (ra-data-simple-rest)', () => {
  let w: AdminWorld;
  let admin: string;
  let shopper: string;
  let zara: { _id: string; email: string };
  let yusuf: { _id: string; email: string };
  const list = (query: Record<string, unknown>) => {
    const params = new URLSearchParams(listParameters(query));
    return w.get(`/api/admin/returns?${params}`, admin).expect(200);
  };
  const numbers = (body: { returnNumber: string }[]) => body.map((record) => record.returnNumber);
  /** The shopper asks to return the kibble of one order. */
  const request = (returnId: string, returnNumber: string, day: number, customer: { _id: string }, orderId: string): ReturnEvent => {
    const orders = [{ orderId, orderNumber: `PS-${orderId.slice(-4)}`, products: [{ ...kibble, returnDate: on(30) }] }];
    const event = requested(returnId, day, customer._id, orders);
    return { ...event, data: { ...event.data, returnNumber } };
  };
  const returnOf = (returnId: string, events: ReturnEvent[], customer: { _id: string; email: string }) =>
    given(w.store, returnStream(returnId), events, {
      actor: { _id: customer._id, role: 'customer' },
      correlationId: returnId,
      causationId: returnId,
    });

  beforeAll(async () => {
    w = await adminWorld('admin_returns', [returnsProjection]);
    admin = await w.t.adminToken();
    const asShopper = await w.t.customer({ firstName: 'Zara', lastName: 'Khan', email: 'zara@example.in' });
    shopper = asShopper.token;
    zara = asShopper.user;
    yusuf = (await w.t.customer({ firstName: 'Yusuf', lastName: 'Ali', email: 'yusuf@example.in' })).user;
    // Zara's order PS-2001, delivered and now in her return RT-3001 of its kibble; Yusuf's RT-3002, approved.
    await w.record(id(1), [
      placed({ orderId: id(1), orderNumber: 'PS-2001', customer: { _id: zara._id }, lines: [kibble], at: on(1) }),
      captured(id(1), 2599),
      moved('placed', 'processing', 2),
      moved('processing', 'shipped', 3),
      moved('shipped', 'delivered', 4),
      moved('delivered', 'return', 5),
    ]);
    await returnOf(id(11), [request(id(11), 'RT-3001', 5, zara, id(1))], zara);
    await returnOf(id(12), [request(id(12), 'RT-3002', 6, yusuf, id(2)), returnMoved('requested', 'approved', 7, 'Pickup booked')], yusuf);
    await eventually(async () => expect((await list({})).body).toHaveLength(2));
    await eventually(async () => expect((await list({ filter: { status: 'approved' } })).body).toHaveLength(1));
  });
  afterAll(() => w.close());

  it('lists bare records, newest first, each the Return with id and the shopper, with Content-Range', async () => {
    const response = await list({});
    expect(response.headers['content-range']).toBe('returns 0-1/2');
    expect(numbers(response.body)).toEqual(['RT-3002', 'RT-3001']);
    for (const record of response.body) expect(staffReturnRecordSchema.strict().parse(record)).toEqual(record);
    expect(response.body[0]).toMatchObject({
      id: id(12),
      _id: id(12),
      status: 'approved',
      customer: { _id: yusuf._id, firstName: 'Yusuf', lastName: 'Ali', email: 'yusuf@example.in' },
      history: [
        { from: null, to: 'requested' },
        { from: 'requested', to: 'approved', note: 'Pickup booked' },
      ],
    });
  });

  it('filters by status and by q over the return number and the shopper’s name and email, sorts and pages', async () => {
    expect(numbers((await list({ filter: { status: 'requested' } })).body)).toEqual(['RT-3001']);
    expect(numbers((await list({ filter: { q: 'khan' } })).body)).toEqual(['RT-3001']);
    expect(numbers((await list({ filter: { q: 'YUSUF@' } })).body)).toEqual(['RT-3002']);
    expect(numbers((await list({ filter: { q: 'rt-300' } })).body)).toEqual(['RT-3002', 'RT-3001']);
    expect(numbers((await list({ filter: { q: 'nobody' } })).body)).toEqual([]);
    expect(numbers((await list({ sort: ['returnNumber', 'ASC'] })).body)).toEqual(['RT-3001', 'RT-3002']);
    expect(numbers((await list({ sort: ['status', 'DESC'] })).body)).toEqual(['RT-3001', 'RT-3002']);
    const second = await list({ range: [1, 1] });
    expect(numbers(second.body)).toEqual(['RT-3001']);
    expect(second.headers['content-range']).toBe('returns 1-1/2');
    await w.get('/api/admin/returns?filter={"status":"lost"}', admin).expect(400);
    await w.get('/api/admin/returns?sort=["customer","ASC"]', admin).expect(400);
  });

  it('answers one return with its orders as they stand now, and 404 for an unknown one', async () => {
    const response = await w.get(`/api/admin/returns/${id(11)}`, admin).expect(200);
    expect(staffReturnDetailsSchema.strict().parse(response.body)).toEqual(response.body);
    expect(response.body).toMatchObject({
      id: id(11),
      returnNumber: 'RT-3001',
      customer: { _id: zara._id, firstName: 'Zara', lastName: 'Khan', email: 'zara@example.in' },
      reasonToReturn: { answer1: 'Wrong size' },
      methodForReturning: 'Pickup from my address',
      returnPaymentMethod: 'store voucher',
      orderDetails: [
        {
          _id: id(1),
          orderNumber: 'PS-2001',
          orderStatus: 'return',
          paymentStatus: 'paid',
          totalAmount: 2599,
          products: [{ productId: 'p-kibble', name: 'Salmon kibble', image: '/media/k.svg', quantity: 2, price: 1299.5 }],
        },
      ],
    });
    // Yusuf's order is not in the orders read model: the return still answers, without it.
    expect((await w.get(`/api/admin/returns/${id(12)}`, admin).expect(200)).body.orderDetails).toEqual([]);
    await w.get(`/api/admin/returns/${id(99)}`, admin).expect(404);
    await w.get('/api/admin/returns/nope', admin).expect(404);
  });

  it('is for staff and admins: customers 403, no token 401', async () => {
    await w.get('/api/admin/returns', shopper).expect(403);
    await w.get(`/api/admin/returns/${id(11)}`, shopper).expect(403);
    await w.t.http().get('/api/admin/returns').expect(401);
  });
});
