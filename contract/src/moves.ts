// The status lists of orders, payments and returns and the staff moves between them (the contract's
// "Staff moves" and the returns table), declared once as plain values: the contract's zod enums are
// built from these lists, the API decides with the tables, and the console lists and offers from
// them. No zod and no import: the console takes this file alone (`@petshop/contract/moves`) without
// pulling the schemas into its bundle.

export const ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered', 'cancelled', 'return'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;

// The main entry names these types (OrderStatus, ReturnStatus, ReturnMove); here they only shape the tables.
type OrderStatus = (typeof ORDER_STATUSES)[number];
type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Cancelled and return are terminal. The table is not the whole rule: an unpaid order can only be
 * cancelled, so what one order may do now is its `nextStates` (GET /api/admin/orders/:id).
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['return'],
  cancelled: [],
  return: [],
};

/** Rejected and refunded are terminal; `requested` is where a return starts, never a move. This table is the whole rule. */
export const returnTransitions: Readonly<Record<ReturnStatus, readonly Exclude<ReturnStatus, 'requested'>[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};
