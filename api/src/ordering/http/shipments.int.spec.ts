import { orderSchema } from '@petshop/contract';
import { adminWorld, type AdminWorld } from '../../admin/http/admin-world.fixture.js';
import { captured, collar, kibble, placed } from '../testing/order-events.fixture.js';

// POST /api/orders/:id/shipments and /shipments/:shipmentId/delivered through the whole API, with the
// orders and history read models followed in-process (admin-world).
const o = (n: number) => `00000000-0000-4000-8500-${String(n).padStart(12, '0')}`;
const processing = {
  type: 'OrderStatusChanged',
  data: { from: 'placed', to: 'processing', reason: null, forced: false, at: new Date().toISOString() },
} as const;

describe('parcels: POST /api/orders/:id/shipments and /delivered', () => {
  let w: AdminWorld;
  let admin: string;
  let shopper: { token: string; user: { _id: string } };

  const post = (path: string, token: string, body?: object) => {
    const call = w.t.http().post(path).set('authorization', `Bearer ${token}`);
    return body ? call.send(body) : call;
  };
  const ship = (n: number, body: object, token = admin) => post(`/api/orders/${o(n)}/shipments`, token, body);
  const deliver = (n: number, shipmentId: string) => post(`/api/orders/${o(n)}/shipments/${shipmentId}/delivered`, admin);
  /** A paid order of the fixture's lines (2 kibble, 1 collar) of the shopper's, moved to processing unless `paidOnly`. */
  const order = async (n: number, { paid = true, moved = true } = {}) => {
    const events = [placed({ orderId: o(n), orderNumber: `PS-SHIP-${n}`, customer: { _id: shopper.user._id } })];
    await w.record(o(n), [...events, ...(paid ? [captured(o(n), 2948)] : []), ...(paid && moved ? [processing] : [])]);
  };

  beforeAll(async () => {
    w = await adminWorld('shipments');
    admin = await w.t.adminToken();
    shopper = await w.t.customer();
  });
  afterAll(() => w.close());

  it('ships an order in two parcels with tracking links, then delivers them one by one; the shopper sees both', async () => {
    await order(1);
    const first = await ship(1, { carrier: 'delhivery', trackingNumber: 'DLV-1001', lines: [{ productId: kibble.productId, quantity: 1 }] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: true, message: 'Shipment recorded' });
    expect(orderSchema.parse(first.body.data)).toBeTruthy();
    expect(first.body.data).toMatchObject({
      orderStatus: 'processing',
      fulfilment: 'partially_shipped',
      shipments: [
        {
          carrier: 'delhivery',
          carrierName: 'Delhivery',
          trackingNumber: 'DLV-1001',
          trackingUrl: 'https://www.delhivery.com/track/package/DLV-1001',
          lines: [{ productId: kibble.productId, quantity: 1 }],
          deliveredAt: null,
          actor: { role: 'admin', email: null },
        },
      ],
    });

    // Omitted lines: everything left goes, and the order moves to shipped.
    const second = await ship(1, { carrier: 'bluedart', trackingNumber: 'BD778' }).expect(201);
    expect(second.body.data).toMatchObject({ orderStatus: 'shipped', fulfilment: 'shipped' });
    const [parcelA, parcelB] = second.body.data.shipments;
    expect(parcelB.lines).toEqual([
      { productId: kibble.productId, quantity: 1 },
      { productId: collar.productId, quantity: 1 },
    ]);

    const afterA = await deliver(1, parcelA._id).expect(200);
    expect(afterA.body).toMatchObject({ status: true, message: 'Parcel marked delivered', data: { orderStatus: 'shipped', fulfilment: 'shipped' } });
    expect((await deliver(1, parcelA._id).expect(409)).body).toMatchObject({ status: false, message: 'This parcel is already marked delivered' });
    const afterB = await deliver(1, parcelB._id).expect(200);
    expect(afterB.body.data).toMatchObject({ orderStatus: 'delivered', fulfilment: 'delivered' });
    expect(afterB.body.data.shipments.every((parcel: { deliveredAt: string | null }) => parcel.deliveredAt)).toBe(true);

    // The moves are in the order's history with who made them.
    const history = await w.get(`/api/orders/${o(1)}/history`, admin).expect(200);
    const moves = history.body.data.filter((entry: { field: string }) => entry.field === 'orderStatus').map((entry: { to: string }) => entry.to);
    expect(moves).toEqual(['placed', 'processing', 'shipped', 'delivered']);

    const mine = await w.get('/api/orders/user-orders', shopper.token).expect(200);
    const seen = (mine.body.data as { _id: string; shipments: unknown[] }[]).find((each) => each._id === o(1));
    expect(seen?.shipments).toHaveLength(2);
    expect(seen).toMatchObject({ fulfilment: 'delivered', shipments: [{ trackingNumber: 'DLV-1001' }, { trackingNumber: 'BD778' }] });
  });

  it('refuses a parcel without a tracking number or with an unknown carrier (400)', async () => {
    await order(2);
    expect((await ship(2, { carrier: 'delhivery' }).expect(400)).body).toMatchObject({ status: false, message: 'Tracking number is required' });
    expect((await ship(2, { carrier: 'pigeon-post', trackingNumber: 'X1' }).expect(400)).body).toMatchObject({
      status: false,
      message: 'Unknown carrier: choose one of the carriers in the settings',
    });
  });

  it('refuses a line not in the order, more than is left, an unpaid order and a fully shipped one (422)', async () => {
    await order(3);
    const refusal = async (n: number, body: object) => (await ship(n, { carrier: 'dtdc', trackingNumber: 'D1', ...body }).expect(422)).body.message;
    expect(await refusal(3, { lines: [{ productId: 'p-unknown', quantity: 1 }] })).toBe('Product p-unknown is not in this order');
    expect(await refusal(3, { lines: [{ productId: kibble.productId, quantity: 3 }] })).toBe('Only 2 of Salmon kibble left to ship');
    await ship(3, { carrier: 'dtdc', trackingNumber: 'D2' }).expect(201);
    expect(await refusal(3, {})).toBe('Every line of this order has already shipped');
    await order(4, { paid: false });
    expect(await refusal(4, {})).toBe('An unpaid order cannot be shipped');
    await order(5, { moved: false });
    expect(await refusal(5, {})).toBe('Move the order to processing before shipping it');
  });

  it('answers 404 for an unknown parcel or order, and is for staff only', async () => {
    await order(6);
    expect((await deliver(6, 'no-such-parcel').expect(404)).body.message).toBe('Shipment not found');
    expect((await ship(999, { carrier: 'dtdc', trackingNumber: 'D3' }).expect(404)).body.message).toBe('Order not found');
    expect((await ship(6, { carrier: 'dtdc', trackingNumber: 'D3' }, shopper.token).expect(403)).body.status).toBe(false);
    expect(
      (
        await w.t
          .http()
          .post(`/api/orders/${o(6)}/shipments`)
          .send({ carrier: 'dtdc', trackingNumber: 'D3' })
          .expect(401)
      ).body.status,
    ).toBe(false);
  });

  it('keeps the one-click move to shipped: everything left goes as one parcel without tracking details', async () => {
    await order(7);
    await ship(7, { carrier: 'dtdc', trackingNumber: 'D7', lines: [{ productId: collar.productId, quantity: 1 }] }).expect(201);
    const moved = await w.patch(`/api/orders/${o(7)}/status`, admin, { orderStatus: 'shipped' }).expect(200);
    expect(moved.body.data).toMatchObject({
      orderStatus: 'shipped',
      fulfilment: 'shipped',
      shipments: [{ trackingNumber: 'D7' }, { carrier: null, trackingNumber: null, lines: [{ productId: kibble.productId, quantity: 2 }] }],
    });
  });
});
