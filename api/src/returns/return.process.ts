import { returnTransitions } from '@petshop/contract/moves';
import type { ReturnStatus } from './events.js';

/** Why a move is refused, or null when the table allows it: the table (data, in the contract) is the whole rule, so the console offers from it too. */
export function vetReturnMove(from: ReturnStatus, to: ReturnStatus): string | null {
  if (from === to) return `Return is already ${to}`;
  const moves: readonly ReturnStatus[] = returnTransitions[from];
  if (!moves.includes(to)) return `Cannot move a return from ${from} to ${to}`;
  return null;
}
