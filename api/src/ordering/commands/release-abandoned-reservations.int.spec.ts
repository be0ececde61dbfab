import { randomUUID } from 'node:crypto';
import { addProduct, commandWorld, type CommandWorld, given, stockOf } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order.js';
import type { PaymentGateway } from '../payment-gateway.js';
import { placed, shopper } from '../read-models/order-events.fixture.js';
import { reserveStock } from '../stock-reservations.js';
import { ReleaseAbandonedReservationsCommand, ReleaseAbandonedReservationsHandler } from './release-abandoned-reservations.js';

describe('ReleaseAbandonedReservations', () => {
  let world: CommandWorld;
  let handler: ReleaseAbandonedReservationsHandler;
  beforeAll(async () => {
    world = await commandWorld('abandoned_reservations');
    // Nothing here is the provider's business, so none is wired.
    handler = new ReleaseAbandonedReservationsHandler({ store: world.store, pool: world.pool, payments: undefined as unknown as PaymentGateway });
  });
  afterAll(() => world.close());

  /** Given: two units reserved for an order id `ageMinutes` ago, and no row for it in the orders read model. */
  async function reservation(ageMinutes: number) {
    const product = await addProduct(world.pool, { stock: 10 });
    const orderId = randomUUID();
    await reserveStock(world.pool, orderId, [{ productId: product.id, name: product.name, quantity: 2 }]);
    await world.pool.query('UPDATE stock_reservations SET reserved_at = now() - make_interval(mins => $2) WHERE order_id = $1', [orderId, ageMinutes]);
    return { orderId, productId: product.id };
  }
  const releaseReason = async (orderId: string) =>
    (await world.pool.query('SELECT release_reason FROM stock_reservations WHERE order_id = $1', [orderId])).rows[0].release_reason;
  const sweep = (paymentTimeoutMinutes: number) => handler.execute(new ReleaseAbandonedReservationsCommand(paymentTimeoutMinutes));

  it('gives back the units of a placement that died before recording its order, once', async () => {
    const abandoned = await reservation(31);

    expect(await sweep(30)).toEqual({ released: 1 });
    expect(await stockOf(world.pool, abandoned.productId)).toBe(10);
    expect(await releaseReason(abandoned.orderId)).toBe('never_placed');

    expect(await sweep(30)).toEqual({ released: 0 });
    expect(await stockOf(world.pool, abandoned.productId)).toBe(10);
  });

  it('keeps the units of an order recorded after all, though the orders read model has not caught up', async () => {
    const recorded = await reservation(31);
    await given(world.store, orderStream(recorded.orderId), [placed({ orderId: recorded.orderId })], {
      actor: shopper('u-1'),
      correlationId: recorded.orderId,
      causationId: 'command:place',
    });

    expect(await sweep(30)).toEqual({ released: 0 });
    expect(await stockOf(world.pool, recorded.productId)).toBe(8);
    expect(await releaseReason(recorded.orderId)).toBeNull();
  });

  it('keeps a reservation younger than the payment timeout, and younger than a minute whatever the timeout (its placement may still be running)', async () => {
    const withinTimeout = await reservation(10);
    const justMade = await reservation(0);

    expect(await sweep(30)).toEqual({ released: 0 });
    expect(await sweep(0)).toEqual({ released: 1 });
    expect(await releaseReason(withinTimeout.orderId)).toBe('never_placed');
    expect(await releaseReason(justMade.orderId)).toBeNull();
  });
});
