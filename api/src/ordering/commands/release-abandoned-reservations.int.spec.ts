import { randomUUID } from 'node:crypto';
import { RestoreVoucherCommand, RestoreVoucherHandler } from '../../vouchers/commands/restore-voucher.js';
import { voucherStream } from '../../vouchers/voucher.js';
import { addProduct, commandBus, commandWorld, type CommandWorld, eventsIn, given, stockOf } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import { placed, shopper } from '../testing/order-events.fixture.js';
import { reserveStock } from '../stock/stock-reservations.js';
import { ProcessInstance } from '../../platform/database/process-instance.js';
import { ReleaseAbandonedReservationsCommand, ReleaseAbandonedReservationsHandler } from './release-abandoned-reservations.js';

describe('ReleaseAbandonedReservations', () => {
  let world: CommandWorld;
  let handler: ReleaseAbandonedReservationsHandler;
  /** A process that lives through the tests, and one that died (its liveness lock went with it). */
  let living: ProcessInstance;
  let dead: ProcessInstance;
  beforeAll(async () => {
    world = await commandWorld('abandoned_reservations');
    // Nothing here is the provider's business, so none is wired.
    handler = new ReleaseAbandonedReservationsHandler(
      { store: world.store, pool: world.pool, payments: undefined as unknown as PaymentGateway },
      commandBus([RestoreVoucherCommand, new RestoreVoucherHandler(world.store)]),
    );
    living = new ProcessInstance(world.database.url, 'test-living');
    dead = new ProcessInstance(world.database.url, 'test-dead');
    await Promise.all([living.start(), dead.start()]);
    await dead.stop();
  });
  afterAll(async () => {
    await living.stop();
    await world.close();
  });

  /** Given: two units reserved by `by` for an order id `ageSeconds` ago, and no row for it in the orders read model. */
  async function reservation(ageSeconds: number, by: ProcessInstance) {
    const product = await addProduct(world.pool, { stock: 10 });
    const orderId = randomUUID();
    await reserveStock(world.pool, orderId, [{ productId: product.id, name: product.name, quantity: 2 }], by.key);
    await world.pool.query('UPDATE stock_reservations SET reserved_at = now() - make_interval(secs => $2) WHERE order_id = $1', [orderId, ageSeconds]);
    return { orderId, productId: product.id };
  }
  const releaseReason = async (orderId: string) =>
    (await world.pool.query('SELECT release_reason FROM stock_reservations WHERE order_id = $1', [orderId])).rows[0].release_reason;
  const sweep = () => handler.execute(new ReleaseAbandonedReservationsCommand());

  it('gives back the units of a placement whose process died, at once and once', async () => {
    const abandoned = await reservation(0, dead);

    expect(await sweep()).toMatchObject({ released: 1 });
    expect(await stockOf(world.pool, abandoned.productId)).toBe(10);
    expect(await releaseReason(abandoned.orderId)).toBe('never_placed');

    expect(await sweep()).toMatchObject({ released: 0 });
    expect(await stockOf(world.pool, abandoned.productId)).toBe(10);
  });

  it('keeps the units of a living placement for two minutes, then gives them back (no placement records its order that late)', async () => {
    const running = await reservation(60, living);
    const overdue = await reservation(130, living);

    expect(await sweep()).toMatchObject({ released: 1 });
    expect(await releaseReason(running.orderId)).toBeNull();
    expect(await stockOf(world.pool, running.productId)).toBe(8);
    expect(await releaseReason(overdue.orderId)).toBe('never_placed');
  });

  it('keeps the units of an order recorded after all, though the orders read model has not caught up', async () => {
    const recorded = await reservation(0, dead);
    await given(world.store, orderStream(recorded.orderId), [placed({ orderId: recorded.orderId })], {
      actor: shopper('u-1'),
      correlationId: recorded.orderId,
      causationId: 'command:place',
    });

    expect(await sweep()).toMatchObject({ released: 0 });
    expect(await stockOf(world.pool, recorded.productId)).toBe(8);
    expect(await releaseReason(recorded.orderId)).toBeNull();
  });

  it("leaves a dead placement's units to the retry that took them over, and a retry after the sweep takes them again", async () => {
    const takenOver = await reservation(0, dead);
    const line = { productId: takenOver.productId, name: 'Product', quantity: 2 };
    await reserveStock(world.pool, takenOver.orderId, [line], living.key);
    expect(await sweep()).toMatchObject({ released: 0 });
    expect(await stockOf(world.pool, takenOver.productId)).toBe(8);

    const sweptFirst = await reservation(0, dead);
    expect(await sweep()).toMatchObject({ released: 1 });
    await reserveStock(world.pool, sweptFirst.orderId, [{ ...line, productId: sweptFirst.productId }], living.key);
    expect(await stockOf(world.pool, sweptFirst.productId)).toBe(8);
    expect(await releaseReason(sweptFirst.orderId)).toBeNull();
  });

  describe('store vouchers', () => {
    const system = { actor: { _id: null, email: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };
    /**
     * Given: a voucher that paid ₹300 toward an order id `ageSeconds` ago, as its stream and the
     * vouchers read model hold it, and the placement's stock reserved by `by` (none: no reservation).
     */
    async function redemption(ageSeconds: number, by?: ProcessInstance) {
      const code = `PSV-${randomUUID().slice(0, 8).toUpperCase()}`;
      const orderId = randomUUID();
      const at = new Date(Date.now() - ageSeconds * 1_000).toISOString();
      if (by) {
        const product = await addProduct(world.pool, { stock: 10 });
        await reserveStock(world.pool, orderId, [{ productId: product.id, name: product.name, quantity: 1 }], by.key);
      }
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
      const abandoned = await redemption(130);
      const diedJustNow = await redemption(1, dead);

      expect(await sweep()).toMatchObject({ vouchersRestored: 2 });
      expect(await restores(diedJustNow.code)).toHaveLength(1);
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
      expect(await sweep()).toMatchObject({ vouchersRestored: 0 });
      expect(await restores(abandoned.code)).toHaveLength(1);
    });

    it('leaves the voucher of an order recorded after all, and of a placement that may still be running', async () => {
      const recorded = await redemption(130);
      await given(world.store, orderStream(recorded.orderId), [placed({ orderId: recorded.orderId, voucherAmount: 300 })], system);
      const justMade = await redemption(0);
      const running = await redemption(60, living);

      expect(await sweep()).toMatchObject({ vouchersRestored: 0 });
      expect(await restores(recorded.code)).toEqual([]);
      expect(await restores(justMade.code)).toEqual([]);
      expect(await restores(running.code)).toEqual([]);
    });
  });
});
