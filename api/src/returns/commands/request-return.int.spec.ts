import { randomUUID } from 'node:crypto';
import { MarkInReturnCommand, ORDER_NOT_FOUND, orderStream } from '../../ordering/index.js';
import { MarkInReturnHandler } from '../../ordering/commands/mark-in-return.js';
import { captured, collar, kibble, placed, shopper } from '../../ordering/testing/order-events.fixture.js';
import type { Account } from '../../platform/auth/account.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { commandBus, commandWorld, type CommandWorld, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { returnStream } from '../return.js';
import { RequestReturnCommand, RequestReturnHandler, type ReturnRequestBody } from './request-return.js';

const DAY_MS = 86_400_000;

describe('RequestReturn', () => {
  let world: CommandWorld;
  let handler: RequestReturnHandler;
  /** Ordering's commands the request dispatched, in order: returns never writes an order's stream itself. */
  let dispatched: MarkInReturnCommand[];
  const ordering = () =>
    commandBus([
      MarkInReturnCommand,
      {
        execute: (command: MarkInReturnCommand) => {
          dispatched.push(command);
          return new MarkInReturnHandler(world.store).execute(command);
        },
      },
    ]);
  beforeAll(async () => {
    world = await commandWorld('request_return');
    handler = new RequestReturnHandler(world.store, world.pool, ordering());
  });
  beforeEach(() => {
    dispatched = [];
  });
  afterAll(() => world.close());

  const customer = (): Account => ({ _id: randomUUID(), email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', role: 'customer' });
  const actorOf = ({ _id, role }: Account) => ({ _id, role });

  /** Given: the shopper's order of kibble and a collar, paid and (unless `deliveredDaysAgo` is null) delivered that many days ago. */
  async function order(account: Account, { deliveredDaysAgo = 3 as number | null } = {}) {
    const orderId = randomUUID();
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const event = placed({ orderId, customer: { _id: account._id }, at: ago(40) });
    const deliveredAt = ago(deliveredDaysAgo ?? 0);
    const moves = [
      ['placed', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
    ] as const;
    await given(
      world.store,
      orderStream(orderId),
      [
        event,
        captured(orderId, event.data.totalAmount),
        ...(deliveredDaysAgo === null
          ? []
          : moves.map(([from, to]) => ({ type: 'OrderStatusChanged', data: { from, to, reason: null, forced: false, at: deliveredAt } }))),
      ],
      { actor: shopper(account._id), correlationId: orderId, causationId: 'command:earlier' },
    );
    return { orderId, orderNumber: event.data.orderNumber, deliveredAt, given: deliveredDaysAgo === null ? 2 : 5 };
  }
  const body = (...orders: { orderId: string; productIds?: string[] }[]): ReturnRequestBody => ({
    orders: orders.map(({ orderId, productIds = [kibble.productId] }) => ({ orderID: orderId, products: productIds.map((id) => ({ id })) })),
    reasonToReturn: { question1: 'What went wrong?', answer1: 'Wrong size', question2: 'Anything else?', answer2: 'No' },
    methodForReturning: 'pickup',
    returnPaymentMethod: 'refund',
  });
  const request = (account: Account, request: ReturnRequestBody, on: EventStore = world.store) =>
    new RequestReturnHandler(on, world.pool, ordering()).execute(new RequestReturnCommand(account, request));

  it("records the request with the products as the order charged them, and marks the order as in a return, both as the shopper's", async () => {
    const asha = customer();
    const delivered = await order(asha);

    const { returnId, refusal: refused } = await handler.execute(new RequestReturnCommand(asha, body(delivered)));

    expect(refused).toBeNull();
    const metadata = { actor: actorOf(asha), correlationId: returnId, causationId: expect.stringMatching(/^command:/) };
    expect(await eventsIn(world.store, returnStream(returnId))).toEqual([
      {
        type: 'ReturnRequested',
        data: {
          returnId,
          returnNumber: expect.stringMatching(/^RT-\d{6}-[0-9A-F]{6}$/),
          customer: { _id: asha._id },
          orders: [
            {
              orderId: delivered.orderId,
              orderNumber: delivered.orderNumber,
              products: [
                {
                  productId: kibble.productId,
                  name: kibble.name,
                  image: kibble.image,
                  quantity: kibble.quantity,
                  unitPrice: kibble.unitPrice,
                  returnDate: new Date(new Date(delivered.deliveredAt).getTime() + 30 * DAY_MS).toISOString(),
                },
              ],
            },
          ],
          reasonToReturn: body().reasonToReturn,
          methodForReturning: 'pickup',
          returnPaymentMethod: 'refund',
          at: expect.any(String),
        },
        metadata,
      },
    ]);
    expect(await eventsIn(world.store, orderStream(delivered.orderId), delivered.given)).toEqual([
      { type: 'OrderStatusChanged', data: { from: 'delivered', to: 'return', reason: `return:${returnId}`, forced: false, at: expect.any(String) }, metadata },
    ]);
    expect(dispatched).toEqual([expect.objectContaining({ orderId: delivered.orderId, returnId, metadata })]);
  });

  it('refuses an order that is not returnable, saying why, and records nothing', async () => {
    const asha = customer();
    const undelivered = await order(asha, { deliveredDaysAgo: null });
    const expired = await order(asha, { deliveredDaysAgo: 31 });
    const delivered = await order(asha);
    const someoneElses = await order(customer());
    const ended = new Date(new Date(expired.deliveredAt).getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
    const returnEvents = async () => Number((await world.pool.query("SELECT count(*) FROM events WHERE stream_id LIKE 'return-%'")).rows[0].count);
    const before = await returnEvents();

    for (const [asked, expected] of [
      [body(undelivered), { kind: 'unprocessable', message: `Order ${undelivered.orderNumber} has not been delivered, so it cannot be returned yet` }],
      [body(expired), { kind: 'unprocessable', message: `The return term of order ${expired.orderNumber} ended on ${ended}` }],
      [body({ ...delivered, productIds: ['p-unknown'] }), { kind: 'unprocessable', message: `Product p-unknown is not in order ${delivered.orderNumber}` }],
      [body(someoneElses), { kind: 'not_found', message: ORDER_NOT_FOUND }],
      [
        body(delivered, undelivered),
        { kind: 'unprocessable', message: `Order ${undelivered.orderNumber} has not been delivered, so it cannot be returned yet` },
      ],
    ] as const) {
      expect(await refusal(request(asha, asked))).toEqual(expected);
    }
    for (const { orderId, given: before } of [undelivered, expired, delivered, someoneElses])
      expect(await eventsIn(world.store, orderStream(orderId), before)).toEqual([]);
    expect(await returnEvents()).toBe(before);
  });

  it('rejects on the spot a request that lost the race for its order to another, with the reason in its history, and answers the refusal', async () => {
    const asha = customer();
    const delivered = await order(asha, { deliveredDaysAgo: 1 });
    let rival: string | undefined;
    // The real store, except that the other request gets in between this one's check and its marking of the order.
    const racing = new Proxy(world.store, {
      get(target, key) {
        if (key !== 'append') return Reflect.get(target, key, target);
        return async (...args: Parameters<EventStore['append']>) => {
          if (!rival && returnStream.idOf(args[0])) rival = (await request(asha, body({ ...delivered, productIds: [collar.productId] }))).returnId;
          return target.append(...args);
        };
      },
    });

    const lost = await request(asha, body(delivered), racing);

    expect(lost.refusal).toMatchObject({ kind: 'unprocessable', message: `Order ${delivered.orderNumber} is already in a return` });
    expect(await eventsIn(world.store, returnStream(lost.returnId), 1)).toEqual([
      {
        type: 'ReturnStatusChanged',
        data: { from: 'requested', to: 'rejected', note: `Order ${delivered.orderNumber} is already in a return`, at: expect.any(String) },
        metadata: expect.objectContaining({ actor: { _id: null, role: 'system', name: 'returns' }, correlationId: lost.returnId }),
      },
    ]);
    expect(await eventsIn(world.store, orderStream(delivered.orderId), delivered.given)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reason: `return:${rival}` }) }),
    ]);
  });
});
