import { randomUUID } from 'node:crypto';
import { RestoreVoucherCommand, RestoreVoucherHandler } from '../../vouchers/commands/restore-voucher.js';
import { voucherStream } from '../../vouchers/voucher.js';
import { addProduct, commandBus, commandWorld, type CommandWorld, eventsIn, given, stockOf } from '../../platform/testing/command-spec.js';
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
    handler = new ReleaseAbandonedReservationsHandler(
      { store: world.store, pool: world.pool, payments: undefined as unknown as PaymentGateway },
      commandBus([RestoreVoucherCommand, new RestoreVoucherHandler(world.store)]),
    );
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

    expect(await sweep(30)).toMatchObject({ released: 1 });
    expect(await stockOf(world.pool, abandoned.productId)).toBe(10);
    expect(await releaseReason(abandoned.orderId)).toBe('never_placed');

    expect(await sweep(30)).toMatchObject({ released: 0 });
    expect(await stockOf(world.pool, abandoned.productId)).toBe(10);
  });

  it('keeps the units of an order recorded after all, though the orders read model has not caught up', async () => {
    const recorded = await reservation(31);
    await given(world.store, orderStream(recorded.orderId), [placed({ orderId: recorded.orderId })], {
      actor: shopper('u-1'),
      correlationId: recorded.orderId,
      causationId: 'command:place',
    });

    expect(await sweep(30)).toMatchObject({ released: 0 });
    expect(await stockOf(world.pool, recorded.productId)).toBe(8);
    expect(await releaseReason(recorded.orderId)).toBeNull();
  });

  it('keeps a reservation younger than the payment timeout, and younger than a minute whatever the timeout (its placement may still be running)', async () => {
    const withinTimeout = await reservation(10);
    const justMade = await reservation(0);

    expect(await sweep(30)).toMatchObject({ released: 0 });
    expect(await sweep(0)).toMatchObject({ released: 1 });
    expect(await releaseReason(withinTimeout.orderId)).toBe('never_placed');
    expect(await releaseReason(justMade.orderId)).toBeNull();
  });

  describe('store vouchers', () => {
    const system = { actor: { _id: null, email: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };
    /** Given: a voucher that paid ₹300 toward an order id `ageMinutes` ago, as its stream and the vouchers read model hold it. */
    async function redemption(ageMinutes: number) {
      const code = `PSV-${randomUUID().slice(0, 8).toUpperCase()}`;
      const orderId = randomUUID();
      const at = new Date(Date.now() - ageMinutes * 60_000).toISOString();
      await given(
        world.store,
        voucherStream(code),
        [
          { type: 'VoucherIssued', data: { code, owner: { _id: 'u-1', email: 'asha@example.in' }, amount: 500, returnId: 'r-1', at } },
          { type: 'VoucherRedeemed', data: { code, orderId, orderNumber: 'PS-1', amount: 300, at } },
        ],
        system,
      );
      await world.pool.query('INSERT INTO voucher_redemptions (code, order_id, amount, redeemed_at) VALUES ($1, $2, 300, $3)', [code, orderId, at]);
      return { code, orderId };
    }
    const restores = async (code: string) => (await eventsIn(world.store, voucherStream(code), 2)).map(({ type, data }) => ({ type, data }));

    it('gives back what a placement that died before recording its order spent of a voucher, once', async () => {
      const abandoned = await redemption(31);

      expect(await sweep(30)).toMatchObject({ vouchersRestored: 1 });
      expect(await restores(abandoned.code)).toEqual([
        {
          type: 'VoucherRestored',
          data: {
            code: abandoned.code,
            orderId: abandoned.orderId,
            restoreKey: `${abandoned.orderId}:not_placed`,
            amount: 300,
            reason: 'not_placed',
            at: expect.any(String),
          },
        },
      ]);
      expect(await sweep(30)).toMatchObject({ vouchersRestored: 0 });
      expect(await restores(abandoned.code)).toHaveLength(1);
    });

    it('leaves the voucher of an order recorded after all, and of a placement that may still be running', async () => {
      const recorded = await redemption(31);
      await given(world.store, orderStream(recorded.orderId), [placed({ orderId: recorded.orderId, voucherAmount: 300 })], system);
      const justMade = await redemption(0);

      expect(await sweep(30)).toMatchObject({ vouchersRestored: 0 });
      expect(await restores(recorded.code)).toEqual([]);
      expect(await restores(justMade.code)).toEqual([]);
    });
  });
});
