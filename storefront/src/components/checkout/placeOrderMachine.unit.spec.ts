import {
  isPlacing,
  next,
  PLACE_ORDER_EVENTS,
  PLACE_ORDER_STATES,
  type PlaceOrderEvent,
  type PlaceOrderState,
  placeOrderTransitions,
} from './placeOrderMachine';

const pairs = PLACE_ORDER_STATES.flatMap((state) => PLACE_ORDER_EVENTS.map((event) => [state, event] as const));

/** The state a run of events ends in from idle, or the first refused event. */
function run(events: PlaceOrderEvent[]): PlaceOrderState | { refused: PlaceOrderEvent } {
  let state: PlaceOrderState = 'idle';
  for (const event of events) {
    const to = next(state, event);
    if (to === null) return { refused: event };
    state = to;
  }
  return state;
}

describe("checkout's placing flow: the table's moves, and nothing else", () => {
  it.each(pairs)('moves from %s on %s exactly as the table says, and refuses what it does not list', (state, event) => {
    expect(next(state, event)).toBe(placeOrderTransitions[state][event] ?? null);
  });

  it('reaches every state from idle', () => {
    const reached = new Set<PlaceOrderState>(['idle']);
    for (let grew = true; grew; ) {
      const before = reached.size;
      for (const [state, event] of pairs) {
        const to = reached.has(state) ? next(state, event) : null;
        if (to) reached.add(to);
      }
      grew = reached.size > before;
    }
    expect([...reached].sort()).toEqual([...PLACE_ORDER_STATES].sort());
  });

  it('ends a success for good: a succeeded placing takes no event', () => {
    expect(PLACE_ORDER_EVENTS.filter((event) => next('succeeded', event) !== null)).toEqual([]);
  });

  const paths: [string, PlaceOrderEvent[], PlaceOrderState][] = [
    ['paid through the widget', ['place', 'created', 'widgetOpened', 'paid', 'verified'], 'succeeded'],
    ['paid in full by a voucher', ['place', 'paidInFull'], 'succeeded'],
    ['refused by the server', ['place', 'createFailed'], 'failed'],
    ['without the provider’s SDK', ['place', 'created', 'startFailed', 'cancelled'], 'failed'],
    ['dismissed', ['place', 'created', 'widgetOpened', 'dismissed', 'cancelled'], 'failed'],
    ['declined by the provider', ['place', 'created', 'widgetOpened', 'paymentFailed', 'cancelled'], 'failed'],
    ['unverified, the cancel cancelling it', ['place', 'created', 'widgetOpened', 'paid', 'verifyFailed', 'cancelled'], 'failed'],
    ['dismissed, though the provider was paid after all', ['place', 'created', 'widgetOpened', 'dismissed', 'paidAfterAll'], 'succeeded'],
    ['tried again after a failure', ['place', 'createFailed', 'place', 'paidInFull'], 'succeeded'],
  ];

  it.each(paths)('ends an order %s in the right state', (_name, events, end) => {
    expect(run(events)).toBe(end);
  });

  it('refuses a second click while the order is being placed', () => {
    expect(run(['place', 'place'])).toEqual({ refused: 'place' });
  });

  it('takes only the widget’s first outcome: closing it after a declined payment is not a dismissal', () => {
    expect(run(['place', 'created', 'widgetOpened', 'paymentFailed', 'dismissed'])).toEqual({ refused: 'dismissed' });
    expect(run(['place', 'created', 'widgetOpened', 'paid', 'dismissed'])).toEqual({ refused: 'dismissed' });
  });

  it('is placing from the click until it fails, and stays so on success while the page moves on', () => {
    expect(PLACE_ORDER_STATES.filter((state) => !isPlacing(state))).toEqual(['idle', 'failed']);
  });
});
