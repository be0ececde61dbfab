import { randomUUID } from 'node:crypto';
import { createLogger, type EventMetadata } from '@petshop/api/platform';
import { orderStream, type OrderEvent } from '@petshop/api/ordering';
import { IssueCreditNoteCommand, IssueCreditNoteHandler } from '../../api/src/ordering/commands/issue-credit-note.js';
import { IssueInvoiceCommand, IssueInvoiceHandler } from '../../api/src/ordering/commands/issue-invoice.js';
import { invoiceSeries } from '../../api/src/ordering/invoices/document-series.js';
import { orderDecider } from '../../api/src/ordering/order/order.decider.js';
import { at, captured, placed, processed, refund, shopper } from '../../api/src/ordering/testing/order-events.fixture.js';
import { loadState } from '../../api/src/platform/event-sourcing/decider.js';
import { commandBus, commandWorld, given, type CommandWorld } from '../../api/src/platform/testing/command-spec.js';
import { followerPassed, forgetCheckpoint } from '../../api/src/platform/testing/follower-passed.js';
import { INVOICING_CHECKPOINT, invoicing } from './invoicing.js';

// Given orders paid and refunded in the store, then the documents the worker's invoicing follower
// issued: an invoice for each sale, a credit note for each refund against its invoice, the ones a
// batch calls for numbered together, and nothing twice when the events are read again.

const followerErrors: string[] = [];
const logger = createLogger('worker', 'error', { write: (line: string) => void followerErrors.push(line) });
const cancelledByStaff: OrderEvent = { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: null, at: at(2) } };

describe("the worker's invoicing", () => {
  let world: CommandWorld;
  beforeAll(async () => {
    world = await commandWorld('invoicing');
  });
  afterAll(() => world.close());

  /** Given: an order of the shopper's, with these events after it was placed; answers its id. */
  async function order(events: (orderId: string) => OrderEvent[]): Promise<string> {
    const orderId = randomUUID();
    const metadata: EventMetadata = { actor: shopper('u-1'), correlationId: orderId, causationId: 'test' };
    await given(world.store, orderStream(orderId), [placed({ orderId }), ...events(orderId)], metadata);
    return orderId;
  }
  /** Runs the follower until its checkpoint has passed these orders' last events. */
  async function issue(orderIds: readonly string[]) {
    const commands = commandBus(
      [IssueInvoiceCommand, new IssueInvoiceHandler(world.store, world.pool)],
      [IssueCreditNoteCommand, new IssueCreditNoteHandler(world.store, world.pool)],
    );
    const running = invoicing(world.store, world.pool, commands, logger);
    running.start();
    try {
      await followerPassed(world, INVOICING_CHECKPOINT, orderIds.map(orderStream), followerErrors);
    } finally {
      await running.stop();
    }
  }
  const documentsOf = async (orderId: string) => {
    const { state } = await loadState(world.store, orderStream(orderId), orderDecider);
    if (state.status === 'none') throw new Error(`No order ${orderId}`);
    return { invoice: state.invoice?.number ?? null, creditNotes: state.creditNotes.map(({ number, against }) => ({ number, against })) };
  };
  const seriesLength = async (stream: string) => (await world.store.readStream(stream)).length;

  it("issues a sale its invoice and a paid order's cancellation a credit note against it, in one batch, and nothing twice when read again", async () => {
    const paid = await order((id) => [captured(id, 2948)]);
    const cancelled = await order((id) => [
      captured(id, 2948),
      cancelledByStaff,
      refund(`${id}:order_cancelled`, 2948, 'order_cancelled', 1),
      processed(`${id}:order_cancelled`, 2948, 1),
    ]);
    const unpaid = await order(() => []);
    await issue([paid, cancelled, unpaid]);

    const [sale, reversed, none] = await Promise.all([paid, cancelled, unpaid].map(documentsOf));
    expect(sale).toEqual({ invoice: expect.stringMatching(/^PS\/2026-27\/\d{6}$/), creditNotes: [] });
    expect(reversed).toEqual({
      invoice: expect.stringMatching(/^PS\/2026-27\/\d{6}$/),
      creditNotes: [{ number: expect.stringMatching(/^PS\/CN\/2026-27\/\d{6}$/), against: reversed?.invoice }],
    });
    expect(none).toEqual({ invoice: null, creditNotes: [] });

    // As after a crash before the checkpoint was saved: the same events read again issue nothing.
    const numbered = await seriesLength(invoiceSeries('PS-2026-27'));
    await forgetCheckpoint(world, INVOICING_CHECKPOINT);
    await issue([paid, cancelled, unpaid]);
    expect(await Promise.all([paid, cancelled, unpaid].map(documentsOf))).toEqual([sale, reversed, none]);
    expect(await seriesLength(invoiceSeries('PS-2026-27'))).toBe(numbered);
  });

  it('numbers the invoices of the orders paid meanwhile together: consecutive, one each', async () => {
    const before = await seriesLength(invoiceSeries('PS-2026-27'));
    const orders = await Promise.all(Array.from({ length: 20 }, () => order((id) => [captured(id, 2948)])));
    await issue(orders);
    const serials = await Promise.all(orders.map(async (orderId) => Number((await documentsOf(orderId)).invoice?.split('/').at(-1))));
    expect([...serials].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
  });
});
