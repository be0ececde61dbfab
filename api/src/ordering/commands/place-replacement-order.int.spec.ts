import { ProcessInstance } from '../../platform/database/process-instance.js';
import { randomUUID } from 'node:crypto';
import { addProduct, commandWorld, eventsIn, given, refusal, stockOf } from '../../platform/testing/command-spec.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { findOrder } from '../read-models/order-reader.js';
import { captured, placed, shopper, staff } from '../testing/order-events.fixture.js';
import { PlaceReplacementOrderCommand, PlaceReplacementOrderHandler, replacementOrderId } from './place-replacement-order.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('PlaceReplacementOrder', () => {
  const world = suiteWorld(async () => {
    const made = await commandWorld('replacement_order');
    return { ...made, handler: new PlaceReplacementOrderHandler(made.store, made.pool, new ProcessInstance(made.database.url, 'test')) };
  });

  const settlement = (returnId: string) => ({ actor: staff, correlationId: returnId, causationId: 'command:refund-return' });

  /** Given: a paid order of two of a product (in red) and one of another, each with `stock` units left in the catalogue. */
  async function original(stock = 5): Promise<{ order: PlacedOrder; toy: string; bowl: string }> {
    const [toy, bowl] = [await addProduct(world.pool, { name: 'Rope tug', stock }), await addProduct(world.pool, { name: 'Steel bowl', stock })];
    const orderId = randomUUID();
    const lines = [
      { productId: toy.id, name: 'Rope tug', unitPrice: 199, quantity: 2, image: '/media/tug.svg', colors: [{ name: 'Red', value: '#c00' }] },
      { productId: bowl.id, name: 'Steel bowl', unitPrice: 299, quantity: 1, image: null, colors: [] },
    ];
    await given(world.store, orderStream(orderId), [placed({ orderId, lines }), captured(orderId, 697)], {
      actor: shopper('u-1'),
      correlationId: orderId,
      causationId: 'command:place',
    });
    return { order: (await findOrder(world.store, orderId))!, toy: toy.id, bowl: bowl.id };
  }
  const replace = (returnId: string, originals: PlacedOrder[], products: { productId: string; quantity: number }[]) =>
    world.handler.execute(new PlaceReplacementOrderCommand({ returnId, originals, products }, settlement(returnId)));

  it('places the returned products again at ₹0, as ordered, to the first order’s shopper and address, reserving their stock', async () => {
    const { order, toy } = await original();
    const returnId = randomUUID();

    const { orderId } = await replace(returnId, [order], [{ productId: toy, quantity: 1 }]);

    expect(orderId).toBe(replacementOrderId(returnId));
    expect(await eventsIn(world.store, orderStream(orderId))).toEqual([
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          orderNumber: expect.stringMatching(/^PS-/),
          customer: order.customer,
          lines: [{ productId: toy, name: 'Rope tug', unitPrice: 0, quantity: 1, image: '/media/tug.svg', colors: [{ name: 'Red', value: '#c00' }] }],
          totalAmount: 0,
          currency: 'INR',
          razorpayOrderId: null,
          replacementFor: returnId,
          at: expect.any(String),
        },
        metadata: settlement(returnId),
      },
    ]);
    expect(await stockOf(world.pool, toy)).toBe(4);
  });

  it('finds the replacement it placed when the settlement is retried, and takes no more stock', async () => {
    const { order, toy } = await original();
    const returnId = randomUUID();
    const first = await replace(returnId, [order], [{ productId: toy, quantity: 2 }]);

    const again = await replace(returnId, [order], [{ productId: toy, quantity: 2 }]);

    expect(again.orderId).toBe(first.orderId);
    expect(await eventsIn(world.store, orderStream(first.orderId))).toHaveLength(1);
    expect(await stockOf(world.pool, toy)).toBe(3);
  });

  it('refuses when a product is out of stock, so staff settle the return another way; nothing is placed or taken', async () => {
    const { order, toy, bowl } = await original(1);
    const returnId = randomUUID();

    expect(
      await refusal(
        replace(
          returnId,
          [order],
          [
            { productId: bowl, quantity: 1 },
            { productId: toy, quantity: 2 },
          ],
        ),
      ),
    ).toEqual({ kind: 'conflict', message: 'Not enough stock of Rope tug', field: 'products' });
    expect(await eventsIn(world.store, orderStream(replacementOrderId(returnId)))).toEqual([]);
    expect([await stockOf(world.pool, toy), await stockOf(world.pool, bowl)]).toEqual([1, 1]);
  });

  it('fails loudly on a product that is in none of the returned orders (the return is wrong, not the shopper)', async () => {
    const { order } = await original();
    const returnId = randomUUID();

    await expect(replace(returnId, [order], [{ productId: randomUUID(), quantity: 1 }])).rejects.toThrow(/is in none of the returned orders/);
    expect(await eventsIn(world.store, orderStream(replacementOrderId(returnId)))).toEqual([]);
  });
});
