import { returnTransitions } from '@petshop/contract';
import type { ReturnStatus } from './events.js';

/** The moves staff may make on a return: data, in the contract, which the console offers from. */
export { returnTransitions };

/** Why a move is refused, or null when the table allows it. */
export function vetReturnMove(from: ReturnStatus, to: ReturnStatus): string | null {
  if (from === to) return `Return is already ${to}`;
  const moves: readonly ReturnStatus[] = returnTransitions[from];
  if (!moves.includes(to)) return `Cannot move a return from ${from} to ${to}`;
  return null;
}
