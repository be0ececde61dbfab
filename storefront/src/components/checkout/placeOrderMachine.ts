// Checkout's placing flow as data, as the order's moves are (`@petshop/contract/moves`): the states,
// the events that move between them and the one table that says which move each event makes from
// each state. usePlaceOrder does the calls and asks `next` before every step, so an event the table
// does not list (a second click, the widget's second outcome) is refused rather than acted on.

export const PLACE_ORDER_STATES = ['idle', 'creating', 'starting', 'paying', 'verifying', 'cancelling', 'succeeded', 'failed'] as const;
export type PlaceOrderState = (typeof PLACE_ORDER_STATES)[number];

export const PLACE_ORDER_EVENTS = [
  'place',
  'created',
  'paidInFull',
  'createFailed',
  'widgetOpened',
  'startFailed',
  'paid',
  'dismissed',
  'paymentFailed',
  'verified',
  'verifyFailed',
  'cancelled',
  'paidAfterAll',
] as const;
export type PlaceOrderEvent = (typeof PLACE_ORDER_EVENTS)[number];

/**
 * creating: the order is being placed; starting: the provider's SDK loads and its widget opens;
 * paying: the widget is open; verifying: the provider's answer is being checked; cancelling: the
 * unpaid order is being cancelled, so its stock is given back at once. A cancel the server refuses
 * because the provider was paid after all (`paidAfterAll`) ends in success. Succeeded is terminal;
 * a failed placing may be tried again.
 */
export const placeOrderTransitions: Readonly<Record<PlaceOrderState, Readonly<Partial<Record<PlaceOrderEvent, PlaceOrderState>>>>> = {
  idle: { place: 'creating' },
  creating: { created: 'starting', paidInFull: 'succeeded', createFailed: 'failed' },
  starting: { widgetOpened: 'paying', startFailed: 'cancelling' },
  paying: { paid: 'verifying', dismissed: 'cancelling', paymentFailed: 'cancelling' },
  verifying: { verified: 'succeeded', verifyFailed: 'cancelling' },
  cancelling: { cancelled: 'failed', paidAfterAll: 'succeeded' },
  succeeded: {},
  failed: { place: 'creating' },
};

/** The state the event moves to from `state`, or null when the table has no such move: the event is refused. */
export function next(state: PlaceOrderState, event: PlaceOrderEvent): PlaceOrderState | null {
  return placeOrderTransitions[state][event] ?? null;
}

/** Whether an order is on its way: from the click until it fails (a success stays busy while the page moves on). */
export function isPlacing(state: PlaceOrderState): boolean {
  return state !== 'idle' && state !== 'failed';
}
