import type { ReturnStatus } from './events.js';

/** The moves staff may make on a return; rejected and refunded are terminal. */
export const returnTransitions: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};

/** Why a move is refused, or null when the table allows it. */
export function vetReturnMove(from: ReturnStatus, to: ReturnStatus): string | null {
  if (from === to) return `Return is already ${to}`;
  if (!returnTransitions[from].includes(to)) return `Cannot move a return from ${from} to ${to}`;
  return null;
}
