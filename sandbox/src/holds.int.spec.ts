import { startHarness, type Harness } from './testing/sdk-harness.js';

describe('razorpay sandbox: holding REST calls for a test', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const holdView = async (id: string) => (await fetch(`${h.sandbox.url}/sandbox/holds/${id}`)).json();

  it('keeps a matching call waiting until the hold is released, then lets later calls straight through', async () => {
    const { paymentId } = await h.paidOrder();
    const placed = await h.drive('/sandbox/holds', { method: 'GET', path: `/v1/payments/${paymentId}` });
    expect(placed).toEqual({
      status: 201,
      body: { id: expect.stringMatching(/^hold_/), method: 'GET', path: `/v1/payments/${paymentId}`, waiting: 0, arrived: 0 },
    });

    let answered = false;
    const fetched = h.rzp.payments.fetch(paymentId).then((payment) => {
      answered = true;
      return payment;
    });
    await h.untilHeld(placed.body.id);
    expect(await holdView(placed.body.id)).toMatchObject({ waiting: 1, arrived: 1 });
    // Other calls are not held.
    await h.rzp.payments.fetchMultipleRefund(paymentId, {});
    expect(answered).toBe(false);

    expect(await h.drive(`/sandbox/holds/${placed.body.id}/release`)).toMatchObject({ status: 200, body: { waiting: 1, arrived: 1 } });
    expect(await fetched).toMatchObject({ id: paymentId, status: 'captured' });
    await h.rzp.payments.fetch(paymentId);
    expect((await fetch(`${h.sandbox.url}/sandbox/holds/${placed.body.id}`)).status).toBe(404);
  });

  it('refuses a hold on anything but a REST path', async () => {
    expect((await h.drive('/sandbox/holds', { method: 'GET', path: '/sandbox/health' })).status).toBe(400);
    expect((await h.drive('/sandbox/holds', { method: 'DELETE', path: '/v1/orders' })).status).toBe(400);
    expect((await h.drive('/sandbox/holds/hold_0/release')).status).toBe(404);
  });

  it('releases whatever it holds when it closes', async () => {
    const { paymentId } = await h.paidOrder();
    const { body } = await h.drive('/sandbox/holds', { method: 'GET', path: `/v1/payments/${paymentId}` });
    const fetched = h.rzp.payments.fetch(paymentId);
    await h.untilHeld(body.id);
    await h.sandbox.close();
    await expect(fetched).resolves.toMatchObject({ id: paymentId });
  });
});
