import { commandWorld, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { voucherStream } from '../voucher.js';
import { RestoreVoucherCommand, RestoreVoucherHandler } from './restore-voucher.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('RestoreVoucher', () => {
  const world = suiteWorld(() => commandWorld('restore_voucher'));

  const code = 'PSV-RESTORE001';
  const byWorker = { actor: { _id: null, email: null, role: 'system' as const, name: 'vouchers' }, correlationId: 'o-1', causationId: 'event:e-1' };

  it('gives back what the order paid with the voucher, once per key, never more than it paid', async () => {
    await given(
      world.store,
      voucherStream(code),
      [
        {
          type: 'VoucherIssued',
          data: { code, owner: { _id: 'u-1', email: 'asha@example.in' }, amount: 300, returnId: 'r-1', at: '2026-11-20T10:00:00.000Z' },
        },
        { type: 'VoucherRedeemed', data: { code, orderId: 'o-1', orderNumber: 'PS-1', amount: 200, at: '2026-11-20T11:00:00.000Z' } },
      ],
      byWorker,
    );
    const handler = new RestoreVoucherHandler(world.store);
    const restore = (amount: number, restoreKey: string) =>
      handler.execute(new RestoreVoucherCommand({ code, orderId: 'o-1', restoreKey, amount, reason: 'return' }, byWorker));

    await restore(50, 'return:r-2:o-1');
    await restore(50, 'return:r-2:o-1'); // the reaction again, after a crash

    expect(await eventsIn(world.store, voucherStream(code), 2)).toEqual([
      {
        type: 'VoucherRestored',
        data: { code, orderId: 'o-1', restoreKey: 'return:r-2:o-1', amount: 50, reason: 'return', at: expect.any(String) },
        metadata: byWorker,
      },
    ]);
    expect(await refusal(restore(151, 'o-1:order_cancelled'))).toEqual({
      kind: 'unprocessable',
      message: 'Only ₹150.00 of order o-1 can go back to the voucher',
      field: 'amount',
    });
  });
});
