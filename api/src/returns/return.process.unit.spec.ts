import { RETURN_STATUSES, returnTransitions } from '@petshop/contract/moves';
import { vetReturnMove } from './return.process.js';

describe("the return's state machine", () => {
  it.each(RETURN_STATUSES.flatMap((from) => RETURN_STATUSES.map((to) => [from, to] as const)))(
    'decides the move %s → %s by the contract’s table alone, which the console offers from',
    (from, to) => {
      const allowed: readonly string[] = returnTransitions[from];
      expect(vetReturnMove(from, to) === null).toBe(allowed.includes(to));
    },
  );
});
