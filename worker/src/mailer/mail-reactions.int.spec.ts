import { randomUUID } from 'node:crypto';
import { createLogger, type EventMetadata, startCheckpointAtHead } from '@petshop/api/platform';
import type { OrderEvent } from '@petshop/api/ordering';
import { orderStream, recordShippingAddress } from '@petshop/api/ordering';
import { returnStream } from '@petshop/api/returns';
import { voucherStream } from '@petshop/api/vouchers';
import { commandWorld, given, type CommandWorld } from '../../../api/src/platform/testing/command-spec.js';
import { comparePositions } from '../../../api/src/platform/event-store/event-store.port.js';
import { eventually } from '../../../api/src/platform/testing/eventually.js';
import { loggingStatements } from '../../../api/src/platform/testing/statement-log.js';
import { HOME_ADDRESS } from '../../../api/src/platform/testing/fixtures.js';
import { creditNoteIssued, invoiceIssued, placed, processed } from '../../../api/src/ordering/testing/order-events.fixture.js';
import { moved, refunded, requested } from '../../../api/src/returns/read-models/returns/returns-events.fixture.js';
import { MAIL_CHECKPOINT, mailReactions, mailsOf } from './mail-reactions.js';
import { mailDeps } from '@petshop/api/contexts';

// Given events recorded in the store, then the outbox rows the mail follower enqueued: the key names
// the event and the template, the recipient is the account's address now, and the data is what the
// template shows. Reacting to the same events again (a replay, a crash before the checkpoint) adds nothing.

const logger = createLogger('worker', 'silent');
const metadata: EventMetadata = { actor: { _id: null, role: 'system', name: 'spec' }, correlationId: 'c', causationId: 'c' };
const at = (minute: number) => new Date(Date.UTC(2026, 2, 5, 9, minute)).toISOString();

interface OutboxRow {
  key: string;
  template: string;
  recipient: string;
  customer_id: string | null;
  data: Record<string, unknown>;
}

describe('mail reactions', () => {
  let world: CommandWorld;
  const asha = randomUUID();
  const gone = randomUUID(); // an account that no longer exists: events hold no address to fall back on
  const customer = { _id: asha };

  beforeAll(async () => {
    world = await commandWorld('mail_reactions');
    await world.pool.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Asha', 'Rao', 'asha@example.in', 'x', 'customer')`,
      [asha],
    );
  });
  afterAll(() => world.close());

  /** The outbox's rows in the order of the events that caused them (a batch's rows share their created_at). */
  const outbox = async (where = 'true', values: unknown[] = []) => {
    const { rows } = await world.pool.query<OutboxRow>(`SELECT key, template, recipient, customer_id, data FROM mail_outbox WHERE ${where}`, values);
    const events = (await world.store.readAll({ limit: 10_000 })).map((event) => event.id);
    const place = (row: OutboxRow) => events.indexOf(row.key.split(':')[1]!);
    return rows.sort((a, b) => place(a) - place(b));
  };
  const order = (id: string, events: OrderEvent[]) => given(world.store, orderStream(id), events, metadata);
  const eventIds = async (streamId: string) => (await world.store.readStream(streamId)).map((event) => event.id);
  const captured = (id: string, amount: number, minute = 2): OrderEvent => ({
    type: 'PaymentCaptured',
    data: { paymentId: `pay_${id}`, razorpayOrderId: `order_rzp_${id}`, amount, source: 'verify', at: at(minute) },
  });
  /** The invoice the worker's job issues once the order is paid. */
  const invoiced = (number: string) => invoiceIssued({ number, amount: 2948, at: at(2) });
  /** A parcel of every line of the fixture's order, with Delhivery. */
  const parcel = (id: string, trackingNumber: string): OrderEvent => ({
    type: 'ShipmentSent',
    data: {
      shipmentId: `${id}:1`,
      carrier: 'delhivery',
      carrierName: 'Delhivery',
      trackingNumber,
      trackingUrl: `https://www.delhivery.com/track/package/${trackingNumber}`,
      lines: [
        { productId: 'p-kibble', quantity: 2 },
        { productId: 'p-collar', quantity: 1 },
      ],
      by: { _id: null, role: 'system', name: 'spec' },
      at: at(3),
    },
  });
  const status = (from: string, to: string, reason: string | null = null, minute = 3) =>
    ({ type: 'OrderStatusChanged', data: { from, to, reason, forced: false, at: at(minute) } }) as OrderEvent;
  const cancelled = (from: string, reason: string, note: string | null = null) =>
    ({ type: 'OrderCancelled', data: { from, reason, note, at: at(4) } }) as OrderEvent;
  const refundAsked = (id: string, amount: number, reason: 'order_cancelled' | 'paid_after_cancellation'): OrderEvent => ({
    type: 'RefundRequested',
    data: { refundKey: `${id}:${reason}`, amount, reason, returnId: null, lines: null, at: at(5) },
  });

  /**
   * Waits until the follower's checkpoint has reached the store's last event. At least that event: the
   * head a read sees rests below any transaction open on the server (another suite's, in another
   * database), so the checkpoint may already stand past the head this read returns.
   */
  async function checkpointAtHead() {
    const head = (await world.store.headPosition())!.position;
    await eventually(async () => {
      const { rows } = await world.pool.query<{ commit: string; prepare: string }>(
        'SELECT commit_position AS commit, prepare_position AS prepare FROM projection_checkpoints WHERE name = $1',
        [MAIL_CHECKPOINT],
      );
      const checkpoint = rows[0] && { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) };
      expect(checkpoint && comparePositions(checkpoint, head) >= 0).toBe(true);
    });
  }

  /** Runs the follower until the outbox holds `count` rows and its checkpoint has passed the store's last event. */
  async function react(count: number) {
    const follower = mailReactions(world.store, world.pool, logger);
    follower.start();
    try {
      await eventually(async () => expect((await outbox()).length).toBe(count));
      await checkpointAtHead();
    } finally {
      await follower.stop();
    }
  }

  it('starts, the first time, at the end of the history already recorded: an upgraded shop does not mail its past', async () => {
    const old = randomUUID();
    await order(old, [placed({ orderId: old, customer }), captured(old, 2947)]);
    // Readers see a commit once every older write transaction of the database has ended.
    const last = (await world.store.readStream(orderStream(old))).at(-1)!.position;
    await eventually(async () => expect((await world.store.headPosition())?.position).toEqual(last));
    await startCheckpointAtHead(world.store, world.pool, MAIL_CHECKPOINT);
    // A later start keeps the checkpoint where the follower left it.
    const { rows: before } = await world.pool.query('SELECT commit_position FROM projection_checkpoints WHERE name = $1', [MAIL_CHECKPOINT]);
    await startCheckpointAtHead(world.store, world.pool, MAIL_CHECKPOINT);
    const { rows: after } = await world.pool.query('SELECT commit_position FROM projection_checkpoints WHERE name = $1', [MAIL_CHECKPOINT]);
    expect(after).toEqual(before);
    expect(before[0].commit_position).not.toBeNull();
  });

  it('mails an order paid, shipped and delivered, to the address the account has now', async () => {
    const id = randomUUID();
    // The address is kept out of the events: the checkout records it before OrderPlaced.
    await recordShippingAddress(world.pool, id, asha, { _id: randomUUID(), ...HOME_ADDRESS });
    await order(id, [
      placed({ orderId: id, orderNumber: 'ORD-A', customer }),
      captured(id, 2947),
      invoiced('PS/2025-26/000001'),
      status('placed', 'processing'),
      parcel(id, 'DLV-77'),
      status('processing', 'shipped'),
    ]);
    await order(id, [{ ...status('shipped', 'delivered', null, 9) }]);
    await react(3);
    const [, , invoice, , shipped, , delivered] = await eventIds(orderStream(id));
    expect(await outbox()).toEqual([
      // Confirmed once invoiced, the invoice attached (the sender makes the file as the mail goes).
      {
        key: `event:${invoice}:order-confirmation`,
        template: 'order-confirmation',
        recipient: 'asha@example.in',
        customer_id: asha,
        data: {
          firstName: 'Asha',
          orderNumber: 'ORD-A',
          lines: [
            { name: 'Salmon kibble', quantity: 2, unitPrice: 1299.5 },
            { name: 'Cat collar', quantity: 1, unitPrice: 349 },
          ],
          address: HOME_ADDRESS,
          total: 2948,
          voucher: null,
          paidOnline: 2947,
          placedAt: expect.any(String),
          invoiceNumber: 'PS/2025-26/000001',
          attachment: { document: 'invoice', orderId: id, number: 'PS/2025-26/000001' },
        },
      },
      // The parcel is mailed with its tracking link; the move to shipped beside it is not mailed again.
      expect.objectContaining({
        key: `event:${shipped}:order-shipped`,
        template: 'order-shipped',
        recipient: 'asha@example.in',
        data: expect.objectContaining({
          parcel: 1,
          complete: true,
          carrierName: 'Delhivery',
          trackingNumber: 'DLV-77',
          trackingUrl: 'https://www.delhivery.com/track/package/DLV-77',
          lines: [
            { name: 'Salmon kibble', quantity: 2, unitPrice: 1299.5 },
            { name: 'Cat collar', quantity: 1, unitPrice: 349 },
          ],
        }),
      }),
      {
        key: `event:${delivered}:order-delivered`,
        template: 'order-delivered',
        recipient: 'asha@example.in',
        customer_id: asha,
        data: { firstName: 'Asha', orderNumber: 'ORD-A', deliveredAt: at(9), returnBy: new Date(Date.parse(at(9)) + 30 * 86_400_000).toISOString() },
      },
    ]);
  });

  it('confirms an order a voucher paid in full when it is placed, and says why an unpaid one was cancelled', async () => {
    await world.pool.query('DELETE FROM mail_outbox');
    const byVoucher = randomUUID();
    const dismissed = randomUUID();
    await order(byVoucher, [placed({ orderId: byVoucher, orderNumber: 'ORD-V', customer, voucherAmount: 2948 }), invoiced('PS/2025-26/000002')]);
    await order(dismissed, [placed({ orderId: dismissed, orderNumber: 'ORD-D', customer, voucherAmount: 500 }), cancelled('placed', 'payment_dismissed')]);
    await react(2);
    const rows = await outbox();
    expect(rows.map((row) => row.template)).toEqual(['order-confirmation', 'order-cancelled-unpaid']);
    expect(rows[0]!.key).toBe(`event:${(await eventIds(orderStream(byVoucher)))[1]}:order-confirmation`);
    expect(rows[0]!.data).toMatchObject({ orderNumber: 'ORD-V', voucher: { code: 'PSV-0123456789', amount: 2948 }, paidOnline: 0 });
    expect(rows[1]!.data).toEqual({
      firstName: 'Asha',
      orderNumber: 'ORD-D',
      reason: 'payment_dismissed',
      total: 2948,
      voucherReturned: { code: 'PSV-0123456789', amount: 500 },
    });
  });

  it('a capture after the order was given up is no confirmation: a refund mail follows, or a confirmation when the order is restored', async () => {
    await world.pool.query('DELETE FROM mail_outbox');
    const refundedLate = randomUUID();
    const restored = randomUUID();
    await order(refundedLate, [
      placed({ orderId: refundedLate, orderNumber: 'ORD-L', customer }),
      cancelled('placed', 'payment_timeout'),
      captured(refundedLate, 2948, 6),
      refundAsked(refundedLate, 2948, 'paid_after_cancellation'),
      processed(`${refundedLate}:paid_after_cancellation`, 2948, 7),
    ]);
    await order(restored, [
      placed({ orderId: restored, orderNumber: 'ORD-R', customer }),
      cancelled('placed', 'payment_failed'),
      captured(restored, 2948, 6),
      { type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: at(6) } },
      invoiced('PS/2025-26/000003'),
    ]);
    await react(4);
    const late = await eventIds(orderStream(refundedLate));
    const back = await eventIds(orderStream(restored));
    const rows = await outbox();
    expect(rows.map(({ key, template }) => ({ key, template }))).toEqual([
      { key: `event:${late[1]}:order-cancelled-unpaid`, template: 'order-cancelled-unpaid' },
      { key: `event:${late[4]}:order-refunded`, template: 'order-refunded' },
      { key: `event:${back[1]}:order-cancelled-unpaid`, template: 'order-cancelled-unpaid' },
      { key: `event:${back[4]}:order-confirmation`, template: 'order-confirmation' },
    ]);
    expect(rows[0]!.data).toMatchObject({ reason: 'payment_timeout' });
    expect(rows[1]!.data).toEqual({
      firstName: 'Asha',
      orderNumber: 'ORD-L',
      amount: 2948,
      full: true,
      paid: 2948,
      refundedSoFar: 2948,
      reason: 'paid_after_cancellation',
    });
  });

  it("cancelled by staff: the reason of an ordinary cancellation reaches the shopper, a forced one's stays with staff", async () => {
    await world.pool.query('DELETE FROM mail_outbox');
    const ordinary = randomUUID();
    const forced = randomUUID();
    await order(ordinary, [
      placed({ orderId: ordinary, orderNumber: 'ORD-S', customer }),
      captured(ordinary, 2948),
      status('placed', 'processing'),
      cancelled('processing', 'staff', 'The salmon kibble is out of stock at the supplier'),
      refundAsked(ordinary, 2948, 'order_cancelled'),
    ]);
    await order(forced, [
      placed({ orderId: forced, orderNumber: 'ORD-F', customer }),
      captured(forced, 2948),
      status('placed', 'processing'),
      parcel(forced, 'DLV-F'),
      status('processing', 'shipped'),
      cancelled('shipped', 'staff', 'Courier lost it; overriding the table'),
    ]);
    // One parcel shipped and two cancellations (no invoice here, so no confirmation; the refund is not processed yet).
    await react(3);
    const rows = await outbox("template = 'order-cancelled-by-shop'");
    expect(rows.map((row) => row.data)).toEqual([
      { firstName: 'Asha', orderNumber: 'ORD-S', reason: 'The salmon kibble is out of stock at the supplier', refund: 2948, voucherReturned: null },
      { firstName: 'Asha', orderNumber: 'ORD-F', reason: null, refund: 2948, voucherReturned: null },
    ]);
  });

  it("mails a cancelled order's refund with its credit note attached, and a return's credit note on its own", async () => {
    await world.pool.query('DELETE FROM mail_outbox');
    const cancelledOrder = randomUUID();
    const returned = randomUUID();
    const creditNote = (key: string, number: string, amount: number) => creditNoteIssued({ key, number, amount, at: at(8), reason: 'Order cancelled' });
    await order(cancelledOrder, [
      placed({ orderId: cancelledOrder, orderNumber: 'ORD-C', customer }),
      captured(cancelledOrder, 2948),
      cancelled('placed', 'staff'),
      refundAsked(cancelledOrder, 2948, 'order_cancelled'),
      processed(`${cancelledOrder}:order_cancelled`, 2948, 7),
      creditNote(`${cancelledOrder}:order_cancelled`, 'PS/CN/2025-26/000001', 2948),
    ]);
    await order(returned, [
      placed({ orderId: returned, orderNumber: 'ORD-T', customer }),
      captured(returned, 2948),
      {
        type: 'RefundRequested',
        data: { refundKey: `${returned}:return:r-1`, amount: 349, reason: 'return', returnId: 'r-1', lines: null, at: at(7) },
      } as OrderEvent,
      processed(`${returned}:return:r-1`, 349, 7),
      creditNote(`${returned}:return:r-1`, 'PS/CN/2025-26/000002', 349),
    ]);
    await react(3);
    const rows = await outbox("template IN ('order-refunded', 'credit-note-issued')");
    expect(rows.map(({ template, data }) => ({ template, data }))).toEqual([
      {
        template: 'order-refunded',
        data: {
          firstName: 'Asha',
          orderNumber: 'ORD-C',
          amount: 2948,
          full: true,
          paid: 2948,
          refundedSoFar: 2948,
          reason: 'order_cancelled',
          creditNoteNumber: 'PS/CN/2025-26/000001',
          attachment: { document: 'credit-note', orderId: cancelledOrder, number: 'PS/CN/2025-26/000001' },
        },
      },
      {
        template: 'credit-note-issued',
        data: {
          firstName: 'Asha',
          orderNumber: 'ORD-T',
          creditNoteNumber: 'PS/CN/2025-26/000002',
          amount: 349,
          attachment: { document: 'credit-note', orderId: returned, number: 'PS/CN/2025-26/000002' },
        },
      },
    ]);
  });

  it('mails nothing to an account that is gone or erased', async () => {
    await world.pool.query('DELETE FROM mail_outbox');
    const erased = randomUUID();
    await world.pool.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role, erased_at) VALUES ($1, '', '', $2, '!', 'customer', now())`,
      [erased, `erased:${erased}`],
    );
    const [forGone, forErased] = [randomUUID(), randomUUID()];
    await order(forGone, [placed({ orderId: forGone, customer: { _id: gone } }), captured(forGone, 2948)]);
    await order(forErased, [placed({ orderId: forErased, customer: { _id: erased } }), captured(forErased, 2948)]);
    await react(0); // and its checkpoint passed both orders' events
    expect(await outbox()).toEqual([]);
  });

  it('mails a return received, approved and refunded, a rejection with its note, a voucher and a replacement', async () => {
    await world.pool.query('DELETE FROM mail_outbox');
    const [toRefund, toReject, toVoucher, toReplace, replacement] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const returnEvents = (id: string) => given.bind(null, world.store, returnStream(id));
    await returnEvents(toRefund)(
      [
        requested(toRefund, 1, asha),
        moved('requested', 'approved', 2, 'Keep the tags on'),
        moved('approved', 'received', 3),
        refunded({ method: 'refund', refundKeys: ['k'] }),
      ],
      metadata,
    );
    await returnEvents(toReject)([requested(toReject, 1, asha), moved('requested', 'rejected', 2, 'The bowl was used')], metadata);
    await returnEvents(toVoucher)([requested(toVoucher, 1, asha)], metadata);
    await given(
      world.store,
      voucherStream('PSV-AAAA'),
      [
        {
          type: 'VoucherIssued',
          data: { code: 'PSV-AAAA', owner: { _id: asha }, amount: 1299.5, returnId: toVoucher, at: at(9) },
        },
      ],
      metadata,
    );
    await returnEvents(toReplace)([requested(toReplace, 1, asha)], metadata);
    await order(replacement, [placed({ orderId: replacement, orderNumber: 'ORD-RP', customer, replacementFor: toReplace })]);
    // received (4), approved, refunded; rejected; voucher; replacement
    await react(9);
    const rows = await outbox();
    expect(rows.map((row) => row.template).sort()).toEqual(
      [
        'return-received',
        'return-received',
        'return-received',
        'return-received',
        'return-approved',
        'return-refunded',
        'return-rejected',
        'voucher-issued',
        'replacement-order-placed',
      ].sort(),
    );
    expect(rows.every((row) => row.recipient === 'asha@example.in' && row.customer_id === asha)).toBe(true);
    const one = (template: string) => rows.find((row) => row.template === template)!.data;
    expect(one('return-approved')).toEqual({
      firstName: 'Asha',
      returnNumber: `RT-${toRefund}`,
      note: 'Keep the tags on',
      methodForReturning: 'Pickup from my address',
    });
    expect(one('return-rejected')).toEqual({ firstName: 'Asha', returnNumber: `RT-${toReject}`, note: 'The bowl was used' });
    expect(one('return-refunded')).toEqual({
      firstName: 'Asha',
      returnNumber: `RT-${toRefund}`,
      orders: [
        { orderNumber: 'PS-1001', amount: 2948 },
        { orderNumber: 'PS-1002', amount: 199 },
      ],
      total: 3147,
      note: 'Done',
    });
    expect(one('voucher-issued')).toEqual({ firstName: 'Asha', code: 'PSV-AAAA', amount: 1299.5, returnNumber: `RT-${toVoucher}` });
    expect(one('replacement-order-placed')).toMatchObject({ orderNumber: 'ORD-RP', returnNumber: `RT-${toReplace}` });
  });

  it('reacting to every event again, from the first, enqueues nothing twice', async () => {
    const before = await outbox();
    expect(before).toHaveLength(9);
    /** The follower from the first event to the last, as after a lost checkpoint. */
    const replay = async () => {
      await world.pool.query('UPDATE projection_checkpoints SET commit_position = NULL, prepare_position = NULL WHERE name = $1', [MAIL_CHECKPOINT]);
      const follower = mailReactions(world.store, world.pool, logger);
      follower.start();
      await checkpointAtHead();
      await follower.stop();
      return outbox();
    };
    // The earlier tests' mails, which they deleted, come back once; the rows still there are left as they were.
    const all = await replay();
    expect(all.length).toBeGreaterThan(before.length);
    expect(all).toEqual(expect.arrayContaining(before));
    expect(new Set(all.map((row) => row.key)).size).toBe(all.length);
    // Once more: nothing is added or changed.
    expect(await replay()).toEqual(all);
  });

  it("looks up a batch's accounts in one statement and its orders' addresses in another, each mail with its own", async () => {
    const ravi = randomUUID();
    await world.pool.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Ravi', 'Iyer', 'ravi@example.in', 'x', 'customer')`,
      [ravi],
    );
    const orders = [asha, ravi, asha].map((owner, index) => ({ id: randomUUID(), owner, city: ['Pune', 'Chennai', 'Mysuru'][index]! }));
    for (const [index, { id, owner, city }] of orders.entries()) {
      await recordShippingAddress(world.pool, id, owner, { _id: randomUUID(), ...HOME_ADDRESS, city });
      await order(id, [
        placed({ orderId: id, orderNumber: `ORD-${city}`, customer: { _id: owner } }),
        captured(id, 2947),
        invoiced(`PS/2025-26/00001${index}`),
      ]);
    }
    const batch = (await Promise.all(orders.map(({ id }) => world.store.readStream(orderStream(id))))).flat();
    const { pool, statements } = loggingStatements(world.pool);

    const mails = await mailsOf(batch, mailDeps(world.store, pool));

    expect(statements).toEqual(['find-mail-recipients', 'shipping-addresses-of']);
    expect(mails.map((mail) => [mail.template, mail.to, (mail.data as { address: { city: string } }).address.city])).toEqual([
      ['order-confirmation', 'asha@example.in', 'Pune'],
      ['order-confirmation', 'ravi@example.in', 'Chennai'],
      ['order-confirmation', 'asha@example.in', 'Mysuru'],
    ]);
  });

  it('saves the events without mail that follow a mail within the second: the checkpoint reaches the head of a store gone quiet', async () => {
    // Before, a batch without mail was saved only when the last save was a second old, so an event
    // just after a mail stayed unsaved until some later event came.
    const follower = mailReactions(world.store, world.pool, logger);
    follower.start();
    try {
      const id = randomUUID();
      await order(id, [placed({ orderId: id, customer }), captured(id, 2947), invoiced('PS/2025-26/000009')]);
      await eventually(async () =>
        expect(await outbox('key LIKE $1', [`%:order-confirmation`])).toContainEqual(
          expect.objectContaining({ data: expect.objectContaining({ orderNumber: `ORD-${id}` }) }),
        ),
      );
      await checkpointAtHead();
      await order(id, [status('placed', 'processing')]);
      await checkpointAtHead();
    } finally {
      await follower.stop();
    }
  });
});
