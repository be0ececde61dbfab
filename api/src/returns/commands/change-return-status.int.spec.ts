import { ProcessInstance } from '../../platform/database/process-instance.js';
import { randomUUID } from 'node:crypto';
import { PlaceReplacementOrderHandler, replacementOrderId } from '../../ordering/commands/place-replacement-order.js';
import { orderStream, PlaceReplacementOrderCommand, RequestReturnRefundCommand } from '../../ordering/index.js';
import { RequestReturnRefundHandler } from '../../ordering/commands/request-return-refund.js';
import { captured, moved, placed, shopper } from '../../ordering/testing/order-events.fixture.js';
import type { Account } from '../../platform/auth/account.js';
import { addProduct, commandBus, commandWorld, type CommandWorld, eventsIn, given, refusal, stockOf } from '../../platform/testing/command-spec.js';
import type { ReturnPaymentMethod, ReturnStatus } from '../events.js';
import { IssueVoucherCommand, IssueVoucherHandler } from '../../vouchers/commands/issue-voucher.js';
import { voucherStream } from '../../vouchers/voucher.js';
import { returnStream } from '../return.js';
import { RETURN_NOT_FOUND } from '../return.decider.js';
import { ChangeReturnStatusCommand, ChangeReturnStatusHandler } from './change-return-status.js';

describe('ChangeReturnStatus', () => {
  let world: CommandWorld;
  let handler: ChangeReturnStatusHandler;
  beforeAll(async () => {
    world = await commandWorld('return_status');
    const bus = commandBus(
      [PlaceReplacementOrderCommand, new PlaceReplacementOrderHandler(world.store, world.pool, new ProcessInstance(world.database.url, 'test'))],
      [IssueVoucherCommand, new IssueVoucherHandler(world.store)],
      [RequestReturnRefundCommand, new RequestReturnRefundHandler(world.store)],
    );
    handler = new ChangeReturnStatusHandler(world.store, world.pool, bus);
  });
  afterAll(() => world.close());

  const ravi: Account = { _id: randomUUID(), email: 'ravi@petshop.in', firstName: 'Ravi', lastName: 'Kumar', role: 'staff' };
  const ravisActor = { _id: ravi._id, role: 'staff' as const };
  const byRavi = (returnId: string) => ({ actor: ravisActor, correlationId: returnId, causationId: expect.stringMatching(/^command:/) });

  /**
   * Given: a paid, delivered order of two tugs (₹199 each) and a bowl (₹299), whose shopper asked
   * to return one tug and the bowl, reimbursed by `method`; staff have moved the return up to `status`.
   */
  async function returnOf(method: ReturnPaymentMethod, status: 'requested' | 'approved' | 'received') {
    const [tug, bowl] = [await addProduct(world.pool, { name: 'Rope tug' }), await addProduct(world.pool, { name: 'Steel bowl' })];
    const orderId = randomUUID();
    const returnId = randomUUID();
    const lines = [
      { productId: tug.id, name: 'Rope tug', unitPrice: 199, quantity: 2, image: null, colors: [] },
      { productId: bowl.id, name: 'Steel bowl', unitPrice: 299, quantity: 1, image: null, colors: [] },
    ];
    const earlier = { actor: shopper('u-1'), correlationId: returnId, causationId: 'command:earlier' };
    await given(
      world.store,
      orderStream(orderId),
      [
        placed({ orderId, lines }),
        captured(orderId, 697),
        moved('placed', 'processing', 2),
        moved('processing', 'shipped', 3),
        moved('shipped', 'delivered', 5),
      ],
      earlier,
    );
    await given(
      world.store,
      orderStream(orderId),
      [{ type: 'OrderStatusChanged', data: { from: 'delivered', to: 'return', reason: `return:${returnId}`, forced: false, at: new Date().toISOString() } }],
      earlier,
    );
    const returned = (line: (typeof lines)[number]) => ({
      productId: line.productId,
      name: line.name,
      image: null,
      quantity: 1,
      unitPrice: line.unitPrice,
      returnDate: '2026-12-05T10:00:00.000Z',
    });
    const requested = {
      type: 'ReturnRequested',
      data: {
        returnId,
        returnNumber: 'RT-261124-ABC123',
        customer: { _id: 'u-1' },
        orders: [{ orderId, orderNumber: `ORD-${orderId}`, products: lines.map(returned) }],
        reasonToReturn: { question1: 'What went wrong?', answer1: 'Too big', question2: 'Anything else?', answer2: 'No' },
        methodForReturning: 'pickup',
        returnPaymentMethod: method,
        at: new Date().toISOString(),
      },
    };
    const steps: ReturnStatus[] = ['requested', 'approved', 'received'];
    const moves = steps
      .slice(1, steps.indexOf(status) + 1)
      .map((to, index) => ({ type: 'ReturnStatusChanged', data: { from: steps[index], to, note: null, at: new Date().toISOString() } }));
    await given(world.store, returnStream(returnId), [requested, ...moves], earlier);
    return { returnId, orderId, tug: tug.id, bowl: bowl.id, givenOnReturn: 1 + moves.length, givenOnOrder: 6 };
  }
  const change = (returnId: string, status: ReturnStatus, note: string | null = null) =>
    handler.execute(new ChangeReturnStatusCommand(ravi, returnId, { status, note }));

  it('moves a return along its table, with the staff member as actor and the return as correlation', async () => {
    const { returnId, givenOnReturn } = await returnOf('refund', 'requested');

    await change(returnId, 'approved', 'Pickup booked');

    expect(await eventsIn(world.store, returnStream(returnId), givenOnReturn)).toEqual([
      { type: 'ReturnStatusChanged', data: { from: 'requested', to: 'approved', note: 'Pickup booked', at: expect.any(String) }, metadata: byRavi(returnId) },
    ]);
  });

  it('refuses a move the table does not allow, and a refund before the goods are received, before any money or goods leave', async () => {
    const { returnId, orderId, givenOnReturn, givenOnOrder } = await returnOf('refund', 'approved');

    expect(await refusal(change(returnId, 'requested'))).toEqual({ kind: 'conflict', message: 'Cannot move a return from approved to requested' });
    expect(await refusal(change(returnId, 'refunded'))).toEqual({ kind: 'conflict', message: 'Cannot move a return from approved to refunded' });
    expect(await eventsIn(world.store, returnStream(returnId), givenOnReturn)).toEqual([]);
    expect(await eventsIn(world.store, orderStream(orderId), givenOnOrder)).toEqual([]);
  });

  it('refunds a received return by asking its order for a refund of the returned lines, then records how it was reimbursed', async () => {
    const { returnId, orderId, tug, bowl, givenOnReturn, givenOnOrder } = await returnOf('refund', 'received');
    const refundKey = `return:${returnId}:${orderId}`;

    await change(returnId, 'refunded', 'Refund sent');

    expect(await eventsIn(world.store, orderStream(orderId), givenOnOrder)).toEqual([
      {
        type: 'RefundRequested',
        data: {
          refundKey,
          amount: 498,
          reason: 'return',
          returnId,
          lines: [
            { productId: tug, quantity: 1 },
            { productId: bowl, quantity: 1 },
          ],
          at: expect.any(String),
        },
        metadata: byRavi(returnId),
      },
    ]);
    expect(await eventsIn(world.store, returnStream(returnId), givenOnReturn)).toEqual([
      {
        type: 'ReturnRefunded',
        data: { from: 'received', note: 'Refund sent', reimbursement: { method: 'refund', refundKeys: [refundKey] }, at: expect.any(String) },
        metadata: byRavi(returnId),
      },
    ]);
  });

  it('asks for the refund once when a move that failed half-way is retried, and refuses a second refund of a refunded return', async () => {
    const { returnId, orderId, tug, bowl, givenOnOrder } = await returnOf('refund', 'received');
    const refundKey = `return:${returnId}:${orderId}`;
    const lines = [
      { productId: tug, quantity: 1 },
      { productId: bowl, quantity: 1 },
    ];
    // The first attempt asked the order for the refund, then died before recording the return's.
    await given(
      world.store,
      orderStream(orderId),
      [{ type: 'RefundRequested', data: { refundKey, amount: 498, reason: 'return', returnId, lines, at: new Date().toISOString() } }],
      { actor: ravisActor, correlationId: returnId, causationId: 'command:first-attempt' },
    );

    await change(returnId, 'refunded');

    expect((await eventsIn(world.store, orderStream(orderId), givenOnOrder)).map((event) => event.type)).toEqual(['RefundRequested']);
    expect(await refusal(change(returnId, 'refunded'))).toEqual({ kind: 'conflict', message: 'Return is already refunded' });
    expect((await eventsIn(world.store, orderStream(orderId), givenOnOrder)).map((event) => event.type)).toEqual(['RefundRequested']);
  });

  it('reimburses by a store voucher with a code of the return’s own, issued to the shopper for the returned lines', async () => {
    const { returnId, givenOnReturn } = await returnOf('store voucher', 'received');

    await change(returnId, 'refunded');
    await change(returnId, 'refunded').catch(() => undefined); // a repeat issues nothing more

    const [refunded] = await eventsIn(world.store, returnStream(returnId), givenOnReturn);
    const { reimbursement } = refunded!.data as { reimbursement: { method: string; voucherCode: string } };
    expect(reimbursement).toEqual({ method: 'store voucher', voucherCode: expect.stringMatching(/^PSV-[0-9A-F]{10}$/) });
    expect(await eventsIn(world.store, voucherStream(reimbursement.voucherCode))).toEqual([
      {
        type: 'VoucherIssued',
        data: { code: reimbursement.voucherCode, owner: { _id: 'u-1' }, amount: 498, returnId, at: expect.any(String) },
        metadata: byRavi(returnId),
      },
    ]);
    const other = await returnOf('store voucher', 'received');
    await change(other.returnId, 'refunded');
    expect((await eventsIn(world.store, returnStream(other.returnId), other.givenOnReturn))[0]!.data).not.toMatchObject({ reimbursement });
  });

  it('reimburses by a replacement order of the returned products at ₹0, placed through ordering and named in the reimbursement', async () => {
    const { returnId, tug, bowl, givenOnReturn } = await returnOf('replacement product', 'received');

    await change(returnId, 'refunded');

    const replacement = replacementOrderId(returnId);
    expect(await eventsIn(world.store, returnStream(returnId), givenOnReturn)).toEqual([
      expect.objectContaining({
        type: 'ReturnRefunded',
        data: expect.objectContaining({ reimbursement: { method: 'replacement product', replacementOrderId: replacement } }),
      }),
    ]);
    expect(await eventsIn(world.store, orderStream(replacement))).toEqual([
      {
        type: 'OrderPlaced',
        data: expect.objectContaining({
          totalAmount: 0,
          replacementFor: returnId,
          lines: [
            expect.objectContaining({ productId: tug, unitPrice: 0, quantity: 1 }),
            expect.objectContaining({ productId: bowl, unitPrice: 0, quantity: 1 }),
          ],
        }),
        metadata: byRavi(returnId),
      },
    ]);
    expect([await stockOf(world.pool, tug), await stockOf(world.pool, bowl)]).toEqual([9, 9]);
  });

  it('answers that there is no such return for an unknown id, or one that is no id at all', async () => {
    for (const status of ['approved', 'refunded'] as const) {
      for (const returnId of [randomUUID(), 'not-a-uuid'])
        expect(await refusal(change(returnId, status))).toEqual({ kind: 'not_found', message: RETURN_NOT_FOUND });
    }
  });
});
