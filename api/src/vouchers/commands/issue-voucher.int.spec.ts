import { commandWorld, eventsIn, refusal } from '../../platform/testing/command-spec.js';
import { voucherStream } from '../voucher.js';
import { IssueVoucherCommand, IssueVoucherHandler } from './issue-voucher.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('IssueVoucher', () => {
  const world = suiteWorld(() => commandWorld('issue_voucher'));

  const byRavi = { actor: { _id: 's-1', email: 'ravi@petshop.in', role: 'staff' as const }, correlationId: 'r-1', causationId: 'command:refund' };
  const issue = { code: 'PSV-A1B2C3D4E5', owner: { _id: 'u-1', email: 'asha@example.in' }, amount: 498, returnId: 'r-1' };

  it("records the voucher on its code's stream, once however often the return's refund is retried", async () => {
    const handler = new IssueVoucherHandler(world.store);
    await handler.execute(new IssueVoucherCommand(issue, byRavi));
    await handler.execute(new IssueVoucherCommand(issue, byRavi));

    expect(await eventsIn(world.store, voucherStream(issue.code))).toEqual([
      { type: 'VoucherIssued', data: { ...issue, at: expect.any(String) }, metadata: byRavi },
    ]);
    expect(await refusal(handler.execute(new IssueVoucherCommand({ ...issue, returnId: 'r-2' }, byRavi)))).toEqual({
      kind: 'conflict',
      message: 'Voucher already exists',
    });
  });
});
