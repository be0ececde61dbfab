import { ORDER_STATUSES, orderTransitions } from '@petshop/contract/moves';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { OrderEvent, OrderStatus } from '../events.js';
import { orderDecider } from './order.decider.js';
import { evolveOrder, initialOrder, type PlacedOrder } from './order.js';
import { orderMoves, vetOrderMove } from './order.process.js';
import { toStaffOrderDetails } from '../read-models/order-view.js';
import { at, captured, moved, placed, staff } from '../testing/order-events.fixture.js';

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

/** An order folded from its events, as the decider sees it. */
function fold(events: OrderEvent[]): PlacedOrder {
  const order = events.reduce(evolveOrder, initialOrder());
  if (order.status === 'none') throw new Error('the events place no order');
  return order;
}

/** Whether the decider takes a staff move (no force) on the order. */
function accepts(order: PlacedOrder, to: OrderStatus): boolean {
  try {
    orderDecider.decide({ type: 'ChangeStatus', to, reason: null, force: false, by: staff, at: at(5) }, order);
    return true;
  } catch (error) {
    if (error instanceof Rejection) return false;
    throw error;
  }
}

describe("the order's state machine: the contract's move table, and what one order takes now", () => {
  it.each(pairs)('decides a paid order’s move %s → %s by the contract’s table alone', (from, to) => {
    expect(vetOrderMove({ status: from, paid: true }, to) === null).toBe(orderTransitions[from].includes(to));
  });

  it.each(pairs)('lets an unpaid order make only the table’s cancellation: %s → %s', (from, to) => {
    expect(vetOrderMove({ status: from, paid: false }, to) === null).toBe(to === 'cancelled' && orderTransitions[from].includes(to));
  });

  it.each(ORDER_STATUSES.flatMap((status) => [true, false].map((paid) => [status, paid] as const)))(
    'answers for %s (paid %s) every move of the table, either next or vetoed with the refusal’s reason',
    (status, paid) => {
      const { nextStates, vetoedStates } = orderMoves({ status, paid });
      expect([...nextStates, ...vetoedStates.map(({ state }) => state)].sort()).toEqual([...orderTransitions[status]].sort());
      for (const to of nextStates) expect(vetOrderMove({ status, paid }, to)).toBeNull();
      for (const { state, reason } of vetoedStates) expect(reason).toBe(vetOrderMove({ status, paid }, state));
    },
  );

  const order = placed({ orderId: 'o-1' });
  const paid = [order, captured('o-1', order.data.totalAmount)];
  const shipped = [...paid, moved('placed', 'processing', 2), moved('processing', 'shipped', 3)];
  const forced: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: 'packed early', forced: true, at: at(2) } };
  const cancelled: OrderEvent = { type: 'OrderCancelled', data: { from: 'placed', reason: 'customer', note: null, at: at(2) } };
  const orders: [string, OrderEvent[], OrderStatus[]][] = [
    ['placed, unpaid', [order], ['cancelled']],
    ['placed, paid', paid, ['processing', 'cancelled']],
    ['placed, paid in full by voucher', [placed({ orderId: 'o-2', voucherAmount: order.data.totalAmount })], ['processing', 'cancelled']],
    ['placed as a replacement', [placed({ orderId: 'o-3', replacementFor: 'r-1' })], ['processing', 'cancelled']],
    ['forced to processing while unpaid', [order, forced], ['cancelled']],
    ['processing', [...paid, moved('placed', 'processing', 2)], ['shipped', 'cancelled']],
    ['shipped', shipped, ['delivered']],
    ['delivered', [...shipped, moved('shipped', 'delivered', 4)], ['return']],
    ['cancelled', [order, cancelled], []],
  ];

  it.each(orders)('offers staff, for an order %s, exactly the moves the decider takes', (_name, events, expected) => {
    const folded = fold(events);
    const { nextStates } = toStaffOrderDetails(folded, null, { name: 'Asha Rao', email: null });
    expect(nextStates).toEqual(expected);
    expect(ORDER_STATUSES.filter((to) => accepts(folded, to))).toEqual(ORDER_STATUSES.filter((to) => nextStates.includes(to)));
  });
});
