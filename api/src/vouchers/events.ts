// The store voucher's stored events. Names are permanent; a change of shape needs an upcaster.
// Money is in rupees with at most 2 decimals; times are ISO strings taken from the command. The
// voucher's answers (the contract's Voucher) are folded from these.

/** Why an order gave (part of) what a voucher paid back to it. */
export type RestoreReason = 'order_cancelled' | 'return' | 'not_placed';

/** A return reimbursed by store voucher: `amount` is the returned lines' value, `owner` the shopper who may spend it. */
export type VoucherIssued = {
  type: 'VoucherIssued';
  data: { code: string; owner: { _id: string }; amount: number; returnId: string; at: string };
};
/** A checkout paid `amount` with the voucher. One per order. */
export type VoucherRedeemed = { type: 'VoucherRedeemed'; data: { code: string; orderId: string; orderNumber: string; amount: number; at: string } };
/** An order gave back `amount` of what the voucher paid for it; `restoreKey` makes it happen once. */
export type VoucherRestored = {
  type: 'VoucherRestored';
  data: { code: string; orderId: string; restoreKey: string; amount: number; reason: RestoreReason; at: string };
};

export type VoucherEvent = VoucherIssued | VoucherRedeemed | VoucherRestored;
