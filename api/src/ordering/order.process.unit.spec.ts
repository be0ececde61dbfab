import { ORDER_STATUSES, orderTransitions } from '@petshop/contract/moves';
import { vetOrderMove } from './order.process.js';

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe("the order's state machine: the contract's move table", () => {
  it.each(pairs)('decides a paid order’s move %s → %s by the contract’s table alone', (from, to) => {
    expect(vetOrderMove({ status: from, paid: true }, to) === null).toBe(orderTransitions[from].includes(to));
  });

  it.each(pairs)('lets an unpaid order make only the table’s cancellation: %s → %s', (from, to) => {
    expect(vetOrderMove({ status: from, paid: false }, to) === null).toBe(to === 'cancelled' && orderTransitions[from].includes(to));
  });
});
