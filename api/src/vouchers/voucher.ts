import type { Voucher as VoucherView } from '@petshop/contract';
import { addRupees } from '../platform/money.js';
import { streamIds } from '../platform/event-sourcing/stream-id.js';
import type { VoucherEvent, VoucherIssued } from './events.js';

export type { VoucherView };

/** What the voucher paid toward one order, and what that order has given back since. */
export interface Redemption {
  orderId: string;
  orderNumber: string;
  amount: number;
  restored: number;
  at: string;
}

export interface IssuedVoucher {
  status: 'issued';
  code: string;
  owner: { _id: string };
  amount: number;
  balance: number;
  returnId: string;
  issuedAt: string;
  redemptions: Readonly<Record<string, Redemption>>;
  restoreKeys: readonly string[];
}

/** Before its issue the stream is empty and there is no voucher. */
export type Voucher = { status: 'none' } | IssuedVoucher;

export const initialVoucher = (): Voucher => ({ status: 'none' });

/** `voucher-PSV-…`: the code is the voucher's id, so a checkout finds its stream from what the shopper typed. */
export const voucherStream = streamIds('voucher');

export function evolveVoucher(state: Voucher, event: VoucherEvent): Voucher {
  if (event.type === 'VoucherIssued') return issued(event.data);
  // Every other event follows the issue in its stream.
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'VoucherRedeemed': {
      const { orderId, orderNumber, amount, at } = event.data;
      const redemption: Redemption = { orderId, orderNumber, amount, restored: 0, at };
      return { ...state, balance: addRupees(state.balance, -amount), redemptions: { ...state.redemptions, [orderId]: redemption } };
    }
    case 'VoucherRestored': {
      const { orderId, restoreKey, amount } = event.data;
      const redemption = state.redemptions[orderId];
      const redemptions = redemption
        ? { ...state.redemptions, [orderId]: { ...redemption, restored: addRupees(redemption.restored, amount) } }
        : state.redemptions;
      return { ...state, balance: addRupees(state.balance, amount), redemptions, restoreKeys: [...state.restoreKeys, restoreKey] };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function issued({ code, owner, amount, returnId, at }: VoucherIssued['data']): IssuedVoucher {
  return { status: 'issued', code, owner, amount, balance: amount, returnId, issuedAt: at, redemptions: {}, restoreKeys: [] };
}

/** The contract's Voucher: each order with what the voucher still pays for it, oldest first; an order that gave it all back is left out. */
export function toVoucherView(voucher: IssuedVoucher): VoucherView {
  const redemptions = Object.values(voucher.redemptions)
    .map(({ orderId, orderNumber, amount, restored, at }) => ({ orderId, orderNumber, amount: addRupees(amount, -restored), at }))
    .filter((redemption) => redemption.amount > 0)
    .sort((a, b) => a.at.localeCompare(b.at));
  const { code, amount, balance, returnId, issuedAt } = voucher;
  return { _id: code, code, amount, balance, issuedAt, returnId, redemptions };
}
