import type { ReturnStatus } from '@petshop/contract';
import { returnTransitions } from '@petshop/contract/moves';

export type ReturnMove = Exclude<ReturnStatus, 'requested'>;

/** The staff moves the API allows from each status: its own table, from the contract. */
export const RETURN_MOVES = returnTransitions;

/** What each move's button says. */
export const MOVE_LABELS: Record<ReturnMove, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Refund',
};

export const STATUS_COLOR: Record<ReturnStatus, 'warning' | 'info' | 'error' | 'secondary' | 'success'> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'error',
  received: 'secondary',
  refunded: 'success',
};
