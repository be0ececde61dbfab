import { VOUCHER_NOT_FOUND } from '@petshop/contract';
import type { Decider } from '../platform/event-sourcing/decider.js';
import { Rejection } from '../platform/event-sourcing/rejection.js';
import { addRupees, toPaise } from '../platform/money.js';
import type { RestoreReason, VoucherEvent } from './events.js';
import { evolveVoucher, initialVoucher, type IssuedVoucher, type Voucher } from './voucher.js';
import { isVoucherEvent } from './voucher-event-guard.js';

export { VOUCHER_NOT_FOUND };
export const VOUCHER_SPENT = 'This voucher has no balance left';
export const CHECKOUT_GIVEN_UP = 'This checkout was interrupted and given up; please place your order again';

export type IssueVoucher = { type: 'IssueVoucher'; code: string; owner: { _id: string }; amount: number; returnId: string; at: string };
/** A checkout of `customerId` pays up to `upTo` rupees (the order's total) with the voucher. */
export type RedeemVoucher = { type: 'RedeemVoucher'; code: string; customerId: string; orderId: string; orderNumber: string; upTo: number; at: string };
export type RestoreVoucher = { type: 'RestoreVoucher'; orderId: string; restoreKey: string; amount: number; reason: RestoreReason; at: string };

export type VoucherCommand = IssueVoucher | RedeemVoucher | RestoreVoucher;

function decide(command: VoucherCommand, state: Voucher): VoucherEvent[] {
  if (command.type === 'IssueVoucher') return issue(command, state);
  // Someone else's voucher is no voucher at all to the caller: the same 404 as an unknown code.
  if (state.status === 'none' || (command.type === 'RedeemVoucher' && state.owner._id !== command.customerId)) {
    throw new Rejection('not_found', VOUCHER_NOT_FOUND);
  }
  switch (command.type) {
    case 'RedeemVoucher':
      return redeem(command, state);
    case 'RestoreVoucher':
      return restore(command, state);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function issue({ type: _type, ...issued }: IssueVoucher, state: Voucher): VoucherEvent[] {
  // The return's refund may be retried: its voucher is issued once.
  if (state.status !== 'none' && state.returnId === issued.returnId) return [];
  if (state.status !== 'none') throw new Rejection('conflict', 'Voucher already exists');
  if (toPaise(issued.amount) <= 0) throw new Rejection('unprocessable', 'A voucher must be worth more than ₹0', 'amount');
  return [{ type: 'VoucherIssued', data: issued }];
}

/**
 * Pays what it can of the order: the whole balance or the order's total, whichever is less. Decided
 * on the stream's revision, so two checkouts racing for one balance cannot both spend it: the
 * second is decided again on what the first left.
 */
function redeem({ code, orderId, orderNumber, upTo, at }: RedeemVoucher, voucher: IssuedVoucher): VoucherEvent[] {
  const earlier = voucher.redemptions[orderId];
  // The same checkout again (a retry after its process died) spends nothing more, unless what it
  // spent was given back meanwhile because its order was never placed: it must start afresh.
  if (earlier && toPaise(earlier.restored) >= toPaise(earlier.amount)) throw new Rejection('conflict', CHECKOUT_GIVEN_UP, 'voucherCode');
  if (earlier) return [];
  if (toPaise(voucher.balance) <= 0) throw new Rejection('conflict', VOUCHER_SPENT, 'voucherCode');
  const amount = Math.min(toPaise(voucher.balance), toPaise(upTo)) / 100;
  if (toPaise(amount) <= 0) throw new Rejection('unprocessable', 'There is nothing to pay with a voucher', 'voucherCode');
  return [{ type: 'VoucherRedeemed', data: { code, orderId, orderNumber, amount, at } }];
}

/** An order gives back what the voucher paid for it, never more, and each restore key once. */
function restore({ orderId, restoreKey, amount, reason, at }: RestoreVoucher, voucher: IssuedVoucher): VoucherEvent[] {
  if (voucher.restoreKeys.includes(restoreKey)) return [];
  const redemption = voucher.redemptions[orderId];
  if (!redemption) throw new Rejection('conflict', `The voucher paid nothing toward order ${orderId}`);
  const left = addRupees(redemption.amount, -redemption.restored);
  if (toPaise(amount) <= 0 || toPaise(amount) > toPaise(left)) {
    throw new Rejection('unprocessable', `Only ₹${left.toFixed(2)} of order ${orderId} can go back to the voucher`, 'amount');
  }
  return [{ type: 'VoucherRestored', data: { code: voucher.code, orderId, restoreKey, amount, reason, at } }];
}

export const voucherDecider: Decider<VoucherCommand, VoucherEvent, Voucher> = {
  decide,
  evolve: evolveVoucher,
  initialState: initialVoucher,
  isEvent: isVoucherEvent,
};

/** The voucher when it is the caller's; anyone else's, or none, is the same 404. */
export function ownedVoucher(voucher: Voucher, customerId: string): IssuedVoucher {
  if (voucher.status === 'none' || voucher.owner._id !== customerId) throw new Rejection('not_found', VOUCHER_NOT_FOUND);
  return voucher;
}
