import { randomUUID } from 'node:crypto';
import type { Account } from '../../platform/auth/account.js';
import { readYourWritesWorld } from '../../platform/testing/read-your-writes-world.js';
import { addProduct, commandWorld, eventsIn, refusal, type TestProduct } from '../../platform/testing/command-spec.js';
import { cartStream } from '../cart.js';
import type { CartCommand, ProductFacts } from '../cart.decider.js';
import { ChangeCartCommand, ChangeCartHandler } from './change-cart.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

/** The command's world, with real Redis and a real waiter for the paid orders' emptying it waits for. */
async function changeCartWorld() {
  const world = await commandWorld('change_cart');
  const effects = await readYourWritesWorld(world.pool, world.database.url);
  return {
    ...world,
    handler: new ChangeCartHandler(world.store, world.pool, effects.readYourWrites),
    close: () => effects.close().then(() => world.close()),
  };
}

describe('ChangeCart', () => {
  const w = suiteWorld(() => changeCartWorld());

  const shopper = (): Account => ({ _id: randomUUID(), email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', role: 'customer' });
  const facts = (product: TestProduct): ProductFacts => ({
    productId: product.id,
    name: product.name,
    price: product.price,
    image: '/media/tug.svg',
    stock: product.stock,
    available: true,
    maxPerOrder: 5,
  });
  const change = (account: Account, command: CartCommand) => w.handler.execute(new ChangeCartCommand(account, command));
  const add = (account: Account, product: TestProduct, quantity: number) =>
    change(account, { type: 'AddItem', product: facts(product), quantity, color: 'Red', size: null });

  it("adds to the caller's own cart, with the caller as actor, and answers the cart priced as the catalogue has it", async () => {
    const asha = shopper();
    const tug = await addProduct(w.pool, { name: 'Rope tug', price: 199, stock: 5, images: ['/media/tug.svg'] });

    const cart = await add(asha, tug, 2);

    expect(cart).toEqual({
      items: [
        { _id: tug.id, product: { _id: tug.id, name: 'Rope tug', price: 199, images: ['/media/tug.svg'], color: 'Red', size: null }, quantity: 2, price: 199 },
      ],
      totalAmount: 398,
    });
    expect(await eventsIn(w.store, cartStream(asha._id))).toEqual([
      {
        type: 'CartItemAdded',
        data: { productId: tug.id, name: 'Rope tug', unitPrice: 199, image: '/media/tug.svg', color: 'Red', size: null, quantity: 2 },
        metadata: {
          actor: { _id: asha._id, role: 'customer' },
          correlationId: expect.any(String),
          causationId: expect.stringMatching(/^command:/),
        },
      },
    ]);
  });

  it('answers the price the catalogue charges now, not the one seen when the product was added', async () => {
    const asha = shopper();
    const tug = await addProduct(w.pool, { price: 199, stock: 5 });
    await add(asha, tug, 1);
    await w.pool.query('UPDATE products SET price = 249 WHERE id = $1', [tug.id]);

    const cart = await change(asha, { type: 'ChangeQuantity', product: { ...facts(tug), price: 249 }, quantity: 2 });

    expect(cart).toMatchObject({ items: [{ quantity: 2, price: 249 }], totalAmount: 498 });
  });

  it('refuses more than the catalogue has, naming the quantity, and records nothing', async () => {
    const asha = shopper();
    const tug = await addProduct(w.pool, { stock: 3 });
    await add(asha, tug, 2);

    expect(await refusal(add(asha, tug, 2))).toEqual({ kind: 'conflict', message: 'Only 3 left in stock', field: 'quantity' });
    expect(await eventsIn(w.store, cartStream(asha._id), 1)).toEqual([]);
  });

  it('removes a line once: a second removal records nothing and answers the empty cart', async () => {
    const asha = shopper();
    const tug = await addProduct(w.pool);
    await add(asha, tug, 1);

    await change(asha, { type: 'RemoveItem', productId: tug.id });
    const again = await change(asha, { type: 'RemoveItem', productId: tug.id });

    expect(again).toEqual({ items: [], totalAmount: 0 });
    expect((await eventsIn(w.store, cartStream(asha._id))).map((event) => event.type)).toEqual(['CartItemAdded', 'CartItemRemoved']);
  });

  it("never touches another shopper's cart", async () => {
    const [asha, ravi] = [shopper(), shopper()];
    const tug = await addProduct(w.pool);
    await add(ravi, tug, 1);

    await change(asha, { type: 'ClearCart', reason: 'customer' });

    expect(await eventsIn(w.store, cartStream(ravi._id))).toHaveLength(1);
    expect(await eventsIn(w.store, cartStream(asha._id))).toEqual([]);
  });
});
