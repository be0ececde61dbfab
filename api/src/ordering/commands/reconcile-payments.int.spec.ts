import { GONE_PROCESS } from '../../platform/testing/fixtures.js';
import { randomUUID } from 'node:crypto';
import { staffAlerts } from '../../platform/alerts/alerts.js';
import { commandWorld } from '../../platform/testing/command-spec.js';
import { ProviderOrderUnknown, type PaymentGateway } from '../payment/payment-gateway.js';
import { placed, shopper } from '../testing/order-events.fixture.js';
import { projectInto } from '../../platform/testing/projection-spec.js';
import { ordersProjection } from '../read-models/orders/orders.projection.js';
import { orderStream } from '../order/order.js';
import { reserveStock } from '../stock/stock-reservations.js';
import type { CommandBus } from '@nestjs/cqrs';
import { CancelUnpaidOrderCommand, CancelUnpaidOrderHandler } from './cancel-unpaid-order.js';
import { ReconcilePaymentsCommand, ReconcilePaymentsHandler } from './reconcile-payments.js';
import { ReleaseAbandonedReservationsCommand, ReleaseAbandonedReservationsHandler } from './release-abandoned-reservations.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

// The provider is a stand-in here, because the test needs it to fail for one order and not for
// another (the sandbox cannot be told to); everything else is the real store and read model.
describe('reconcilePayments', () => {
  const world = suiteWorld(() => commandWorld('reconcile'));

  const failing = new Map<string, unknown>();
  const provider = {
    orderPayments: async (razorpayOrderId: string) => {
      if (failing.has(razorpayOrderId)) throw failing.get(razorpayOrderId);
      return [];
    },
  } as unknown as PaymentGateway;
  const deps = () => ({ store: world.store, pool: world.pool, payments: provider });
  /** The handlers reconciliation dispatches to, on a bus of their own (no Nest needed). */
  const reconcilePayments = (_deps: ReturnType<typeof deps>, timeoutMinutes: number) => {
    const bus: CommandBus = {
      execute: (command: object) => {
        if (command instanceof CancelUnpaidOrderCommand) return new CancelUnpaidOrderHandler(deps()).execute(command);
        if (command instanceof ReleaseAbandonedReservationsCommand) return new ReleaseAbandonedReservationsHandler(deps(), bus).execute(command);
        throw new Error(`No handler for ${command.constructor.name}`);
      },
    } as unknown as CommandBus;
    return new ReconcilePaymentsHandler(deps(), bus).execute(new ReconcilePaymentsCommand(timeoutMinutes));
  };

  async function unpaidOrder(): Promise<{ orderId: string; razorpayOrderId: string }> {
    const orderId = randomUUID();
    const event = placed({ orderId, at: new Date(Date.now() - 3_600_000).toISOString() });
    await world.store.append(
      orderStream(orderId),
      [{ type: event.type, data: event.data, metadata: { actor: shopper('u-1'), correlationId: orderId, causationId: orderId } }],
      'no_stream',
    );
    await projectInto(world.pool, ordersProjection, await world.store.readStream(orderStream(orderId)));
    return { orderId, razorpayOrderId: event.data.razorpayOrderId! };
  }
  const statusOf = async (orderId: string) => (await world.pool.query('SELECT status FROM orders o WHERE id = $1', [orderId])).rows[0]?.status;
  const cancelled = async (orderId: string) => (await world.store.readStream(orderStream(orderId))).some((event) => event.type === 'OrderCancelled');
  const openAlerts = async () => (await staffAlerts.page(world.pool, { filter: { open: true }, offset: 0, limit: 100 })).records;

  it('settles every order on its own: one the provider cannot answer for is alerted, and the others behind it are still cancelled', async () => {
    const stuck = await unpaidOrder();
    const others = [await unpaidOrder(), await unpaidOrder()];
    failing.set(stuck.razorpayOrderId, { statusCode: 502, error: { code: 'SERVER_ERROR', description: 'The gateway timed out' } });

    const run = await reconcilePayments(deps(), 30);

    expect(run.failed).toEqual([{ orderId: stuck.orderId, error: 'The gateway timed out (502 SERVER_ERROR)' }]);
    for (const { orderId } of others) expect(await cancelled(orderId)).toBe(true);
    expect(await cancelled(stuck.orderId)).toBe(false);
    expect(await statusOf(stuck.orderId)).toBe('placed');
    expect(await openAlerts()).toContainEqual(
      expect.objectContaining({
        id: `reconcile:${stuck.orderId}`,
        kind: 'reconciliation',
        orderId: stuck.orderId,
        attempts: 1,
        message: 'Could not settle the payment: The gateway timed out (502 SERVER_ERROR)',
      }),
    );
  });

  it('asks about a stuck order again only once its next attempt is due, and closes its alert when it settles', async () => {
    const stuck = await unpaidOrder();
    failing.set(stuck.razorpayOrderId, { statusCode: 500, error: { description: 'Boom' } });
    await reconcilePayments(deps(), 30);
    const second = await reconcilePayments(deps(), 30);
    expect(second.failed.map((failure) => failure.orderId)).not.toContain(stuck.orderId);

    failing.delete(stuck.razorpayOrderId);
    await world.pool.query("UPDATE alerts SET next_attempt_at = now() - interval '1 second' WHERE key = $1", [`reconcile:${stuck.orderId}`]);
    await reconcilePayments(deps(), 30);
    expect(await cancelled(stuck.orderId)).toBe(true);
    expect((await openAlerts()).map((alert) => alert.id)).not.toContain(`reconcile:${stuck.orderId}`);
  });

  it('gives up an order the provider has never heard of (nothing can be paid against it), and tells staff', async () => {
    const forgotten = await unpaidOrder();
    failing.set(forgotten.razorpayOrderId, new ProviderOrderUnknown(forgotten.razorpayOrderId, 'The id provided does not exist (400 BAD_REQUEST_ERROR)'));
    await reconcilePayments(deps(), 30);
    expect(await cancelled(forgotten.orderId)).toBe(true);
    const alert = (await openAlerts()).find((open) => open.id === `reconcile:${forgotten.orderId}`);
    expect(alert).toMatchObject({ kind: 'reconciliation', nextAttemptAt: null, message: expect.stringMatching(/no record of this order/) });
    // Not asked about again, and the alert stays for staff.
    await reconcilePayments(deps(), 30);
    expect((await openAlerts()).map((open) => open.id)).toContain(`reconcile:${forgotten.orderId}`);
  });

  it('gives back stock reserved for an order that was never recorded, and keeps that of an order recorded after all', async () => {
    const product = { id: randomUUID(), name: 'Rope tug', stock: 10 };
    await world.pool.query(
      `INSERT INTO products (id, slug, sku, name, category, price, stock, stock_status, description) VALUES ($1::uuid, $1::text, $1::text, $2, 'toys', 199, $3, 'in-stock', 'A toy')`,
      [product.id, product.name, product.stock],
    );
    const abandoned = randomUUID();
    const recorded = await unpaidOrder();
    await world.pool.query('DELETE FROM orders WHERE id = $1', [recorded.orderId]); // its read model row is not there yet
    for (const orderId of [abandoned, recorded.orderId])
      await reserveStock(world.pool, orderId, [{ productId: product.id, name: product.name, quantity: 2 }], GONE_PROCESS);
    await world.pool.query("UPDATE stock_reservations SET reserved_at = now() - interval '2 minutes' WHERE order_id = ANY($1)", [
      [abandoned, recorded.orderId],
    ]);

    const run = await reconcilePayments(deps(), 0);

    expect(run.released).toBe(1);
    const { rows } = await world.pool.query('SELECT order_id, release_reason FROM stock_reservations WHERE order_id = ANY($1) ORDER BY order_id', [
      [abandoned, recorded.orderId],
    ]);
    expect(Object.fromEntries(rows.map((row: { order_id: string; release_reason: string | null }) => [row.order_id, row.release_reason]))).toEqual({
      [abandoned]: 'never_placed',
      [recorded.orderId]: null,
    });
    expect((await world.pool.query('SELECT stock FROM products WHERE id = $1', [product.id])).rows[0].stock).toBe(product.stock - 2);
  });

  it('takes a payment timeout in fractions of a minute, as the configuration allows', async () => {
    const unpaid = await unpaidOrder();
    const run = await reconcilePayments(deps(), 0.1);
    expect(run.failed).toEqual([]);
    expect(await cancelled(unpaid.orderId)).toBe(true);
  });
});
