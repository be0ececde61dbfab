import { commandWorld, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { voucherStream } from '../voucher.js';
import { RedeemVoucherCommand, RedeemVoucherHandler } from './redeem-voucher.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('RedeemVoucher', () => {
  const world = suiteWorld(async () => {
    const made = await commandWorld('redeem_voucher');
    return { ...made, handler: new RedeemVoucherHandler(made.store) };
  });

  const byAsha = { actor: { _id: 'u-1', email: 'asha@example.in', role: 'customer' as const }, correlationId: 'o-1', causationId: 'command:place' };
  let codes = 0;
  /** Given: a voucher of Asha's worth ₹300. */
  async function voucher(): Promise<string> {
    const code = `PSV-${String(++codes).padStart(10, '0')}`;
    const issued = {
      type: 'VoucherIssued',
      data: { code, owner: { _id: 'u-1', email: 'asha@example.in' }, amount: 300, returnId: `r-${codes}`, at: '2026-11-20T10:00:00.000Z' },
    };
    await given(world.store, voucherStream(code), [issued], byAsha);
    return code;
  }
  const redeem = (code: string, orderId: string, upTo: number, customerId = 'u-1') =>
    world.handler.execute(new RedeemVoucherCommand({ code, customerId, orderId, orderNumber: `PS-${orderId}`, upTo }, byAsha));

  it('pays up to the order total, answers what it paid, and answers the same for the same checkout again', async () => {
    const code = await voucher();
    expect(await redeem(code, 'o-1', 120)).toMatchObject({ amount: 120 });
    expect(await redeem(code, 'o-1', 120)).toMatchObject({ amount: 120 });
    expect(await redeem(code, 'o-2', 999)).toMatchObject({ amount: 180 });
    expect((await eventsIn(world.store, voucherStream(code), 1)).map(({ type, data, metadata }) => ({ type, data, metadata }))).toEqual([
      { type: 'VoucherRedeemed', data: { code, orderId: 'o-1', orderNumber: 'PS-o-1', amount: 120, at: expect.any(String) }, metadata: byAsha },
      { type: 'VoucherRedeemed', data: { code, orderId: 'o-2', orderNumber: 'PS-o-2', amount: 180, at: expect.any(String) }, metadata: byAsha },
    ]);
  });

  it('lets one of many checkouts racing for the balance have it, and refuses the rest with 409', async () => {
    const code = await voucher();
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((orderId) => redeem(code, orderId, 500)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(await refusal(Promise.reject((result as PromiseRejectedResult).reason))).toEqual({
        kind: 'conflict',
        message: 'This voucher has no balance left',
        field: 'voucherCode',
      });
    }
    expect(await eventsIn(world.store, voucherStream(code))).toHaveLength(2);
  });

  it("is unknown to another shopper, and for a code that is no voucher's", async () => {
    const code = await voucher();
    expect(await refusal(redeem(code, 'o-9', 10, 'u-2'))).toEqual({ kind: 'not_found', message: 'Voucher not found' });
    expect(await refusal(redeem('PSV-0000000000', 'o-9', 10))).toEqual({ kind: 'not_found', message: 'Voucher not found' });
    expect(await refusal(redeem('not a code', 'o-9', 10))).toEqual({ kind: 'not_found', message: 'Voucher not found' });
  });
});
