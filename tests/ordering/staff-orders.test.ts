import { orderEventRecordSchema, replayedOrderSchema } from '@petshop/contract';
import { checkoutWorld, type CheckoutWorld } from '../support/checkout.js';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually, ROOT } from '../support/processes.js';

// What staff and support do with orders: find them, move them along, and look back in time.
describe('orders for staff and support', () => {
  let w: CheckoutWorld;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    w = await checkoutWorld('staff_orders');
    admin = { authorization: `Bearer ${await w.t.adminToken()}` };
    // A staff account, made the way the staff surface will: an admin creates it.
    const { SignUpCommand } = await import('../../api/src/identity/index.js');
    const { CommandBus } = await import('@nestjs/cqrs');
    await w.t.app.get(CommandBus).execute(new SignUpCommand({ firstName: 'Sam', lastName: 'Staff', email: 'sam@petshop.local', password: 'Staff1' }, 'staff'));
    const login = await w.t.http().post('/api/auth/login').send({ email: 'sam@petshop.local', password: 'Staff1' }).expect(200);
    staff = { authorization: `Bearer ${login.body.token}` };
  });
  afterAll(() => w.close());

  const patch = (auth: Record<string, string>, id: string, body: object) => w.t.http().patch(`/api/orders/${id}/status`).set(auth).send(body);

  it('shows a verified order as paid in user-orders at once (read your own writes)', async () => {
    const { shopper, orderId } = await w.paidOrder();
    const { body } = await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200);
    expect(body.data).toEqual([expect.objectContaining({ _id: orderId, orderStatus: 'placed', paymentStatus: 'paid' })]);
  });

  it('moves orders along the table, refuses other moves, and lets only an admin force one with a reason', async () => {
    const { orderId } = await w.paidOrder();
    const moved = await patch(staff, orderId, { orderStatus: 'processing' }).expect(200);
    expect(moved.body).toMatchObject({ status: true, message: 'Order status updated successfully.', data: { _id: orderId, orderStatus: 'processing' } });
    const listed = await w.t.http().get('/api/orders').query({ status: 'processing' }).set(staff).expect(200);
    expect(listed.body.data.map((o: { _id: string }) => o._id)).toContain(orderId);

    expect((await patch(staff, orderId, { orderStatus: 'processing' }).expect(409)).body.status).toBe(false);
    expect((await patch(staff, orderId, { orderStatus: 'delivered' }).expect(409)).body.message).toMatch(/Cannot move an order from processing to delivered/);
    await patch(staff, orderId, { orderStatus: 'delivered', force: true, reason: 'courier confirmed by phone' }).expect(403);
    await patch(admin, orderId, { orderStatus: 'delivered', force: true }).expect(400);
    await patch(admin, orderId, { orderStatus: 'delivered', force: true, reason: 'courier confirmed by phone' }).expect(200);
    await patch(staff, orderId, { orderStatus: 'lost' }).expect(400);

    const history = (await w.t.http().get(`/api/orders/${orderId}/history`).set(staff).expect(200)).body.data;
    expect(history.map((h: { field: string; from: string | null; to: string }) => [h.field, h.from, h.to])).toEqual([
      ['orderStatus', null, 'placed'],
      ['paymentStatus', null, 'pending'],
      ['paymentStatus', 'pending', 'paid'],
      ['orderStatus', 'placed', 'processing'],
      ['orderStatus', 'processing', 'delivered'],
    ]);
    expect(history.at(-1)).toMatchObject({ actor: { role: 'admin', email: 'admin@petshop.local' }, reason: 'courier confirmed by phone' });
  });

  it('refunds a paid order that staff cancel, through the provider, in the worker', async () => {
    const { shopper, orderId } = await w.paidOrder();
    await patch(staff, orderId, { orderStatus: 'cancelled', reason: 'out of stock at the warehouse' }).expect(200);
    // Refunded by the worker's refund job, and the refund's credit note issued by the next job.
    await eventually(async () => {
      const order = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data;
      expect(order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded', creditNotes: [{ amount: order.totalAmount }] });
    }, 20_000);
    const events = (await w.t.http().get(`/api/orders/${orderId}/events`).set(staff).expect(200)).body.data;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'OrderPlaced',
      'PaymentCaptured',
      'InvoiceIssued',
      'OrderCancelled',
      'RefundRequested',
      'RefundProcessed',
      'CreditNoteIssued',
    ]);
    expect(events[6].data).toMatchObject({ against: events[2].data.number, reason: 'Order cancelled', number: expect.stringMatching(/^PS\/CN\//) });
    for (const event of events) expect(orderEventRecordSchema.strict().parse(event)).toEqual(event);
    expect(events[2].metadata.actor).toEqual({ _id: null, email: null, role: 'system', name: 'invoicing' });
    expect(events[5].metadata.actor).toEqual({ _id: null, email: null, role: 'system', name: 'refunds' });
    const paymentId = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth)).body.data.paymentDetails.paymentId;
    const payment = await w.providerGet(`/v1/payments/${paymentId}`);
    expect(payment).toMatchObject({ amount_refunded: payment.amount, refund_status: 'full' });
  });

  it("prints an order's timeline for support, by order number", async () => {
    const { shopper, orderId } = await w.paidOrder();
    const { orderNumber } = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data;
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'api/dist/order-timeline.js'), orderNumber], {
      env: { ...process.env, DATABASE_URL: w.t.database.url },
    });
    const lines = stdout.split('\n').filter((line) => line.startsWith('#'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^#0 .* OrderPlaced .* by customer:.* → placed\/pending/);
    expect(lines[1]).toMatch(/^#1 .* PaymentCaptured .* by customer:.* → placed\/paid/);
    expect(lines[2]).toMatch(/^#2 .* InvoiceIssued .* by system:invoicing/);
  });

  it('finds orders by order number, customer name or email', async () => {
    const { shopper, orderId } = await w.paidOrder();
    const order = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data;
    for (const search of [order.orderNumber.toLowerCase(), 'asha rao'.slice(0, 4)]) {
      const { body } = await w.t.http().get('/api/orders').query({ search, limit: 100 }).set(staff).expect(200);
      expect(body.data.map((o: { _id: string }) => o._id)).toContain(orderId);
      expect(body.pagination).toMatchObject({ page: 1, limit: 100, totalOrders: expect.any(Number), totalPages: expect.any(Number) });
    }
    await w.t.http().get('/api/orders').set(shopper.auth).expect(403);
  });

  it('replays an order as it was at an earlier revision', async () => {
    const { orderId } = await w.paidOrder();
    await patch(staff, orderId, { orderStatus: 'processing' }).expect(200);
    const atPlacement = (await w.t.http().get(`/api/orders/${orderId}/replay`).query({ revision: 0 }).set(staff).expect(200)).body.data;
    expect(atPlacement).toMatchObject({ revision: 0, state: { orderStatus: 'placed', paymentStatus: 'pending' } });
    expect(replayedOrderSchema.strict().parse(atPlacement)).toEqual(atPlacement);
    const afterPayment = (await w.t.http().get(`/api/orders/${orderId}/replay`).query({ revision: 1 }).set(staff).expect(200)).body.data;
    expect(afterPayment.state).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid' });
    const byTime = (await w.t.http().get(`/api/orders/${orderId}/replay`).query({ at: atPlacement.at }).set(staff).expect(200)).body.data;
    expect(byTime.revision).toBeGreaterThanOrEqual(0);
    await w.t.http().get(`/api/orders/${orderId}/replay`).query({ revision: 99 }).set(staff).expect(404);
    await w.t.http().get(`/api/orders/${orderId}/replay`).set(staff).expect(400);
  });
});
