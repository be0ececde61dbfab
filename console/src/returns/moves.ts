import type { ReturnMove, ReturnStatus } from '@petshop/contract';

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
