import { deciderSpec } from '../platform/testing/decider-spec.js';
import type { VoucherEvent } from './events.js';
import { toVoucherView, evolveVoucher, initialVoucher, type IssuedVoucher } from './voucher.js';
import { CHECKOUT_GIVEN_UP, VOUCHER_NOT_FOUND, VOUCHER_SPENT, voucherDecider, type RedeemVoucher, type RestoreVoucher } from './voucher.decider.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const code = 'PSV-0123456789';
const owner = { _id: 'u-1', email: 'asha@example.in' };
const issued: VoucherEvent = { type: 'VoucherIssued', data: { code, owner, amount: 500, returnId: 'r-1', at: at(0) } };
const redeemed = (orderId: string, amount: number): VoucherEvent => ({
  type: 'VoucherRedeemed',
  data: { code, orderId, orderNumber: `PS-${orderId}`, amount, at: at(1) },
});
const redeem = (orderId: string, upTo: number, customerId = 'u-1'): RedeemVoucher => ({
  type: 'RedeemVoucher',
  code,
  customerId,
  orderId,
  orderNumber: `PS-${orderId}`,
  upTo,
  at: at(1),
});
const restore = (orderId: string, amount: number, restoreKey = `${orderId}:order_cancelled`): RestoreVoucher => ({
  type: 'RestoreVoucher',
  orderId,
  restoreKey,
  amount,
  reason: 'order_cancelled',
  at: at(2),
});
const restored = (orderId: string, amount: number, restoreKey = `${orderId}:order_cancelled`): VoucherEvent => ({
  type: 'VoucherRestored',
  data: { code, orderId, restoreKey, amount, reason: 'order_cancelled', at: at(2) },
});

const given = deciderSpec(voucherDecider);

describe('voucher decider', () => {
  describe('IssueVoucher', () => {
    const issue = { type: 'IssueVoucher' as const, ...issued.data };
    it('issues the voucher to the shopper for the returned value', () => given([]).when(issue).then([issued]));
    it('issues it once for a retried return', () => given([issued]).when(issue).then([]));
    it('refuses the code for another return', () =>
      given([issued])
        .when({ ...issue, returnId: 'r-2' })
        .thenRejects('conflict', 'Voucher already exists'));
    it('refuses a voucher worth nothing', () =>
      given([])
        .when({ ...issue, amount: 0 })
        .thenRejects('unprocessable', /more than ₹0/, 'amount'));
  });

  describe('RedeemVoucher', () => {
    it('pays the whole order when the balance covers it, and keeps the rest', () =>
      given([issued])
        .when(redeem('o-1', 120.5))
        .then([redeemed('o-1', 120.5)]));
    it('pays the balance toward a larger order', () =>
      given([issued, redeemed('o-1', 300)])
        .when(redeem('o-2', 999))
        .then([redeemed('o-2', 200)]));
    it('refuses a spent voucher: the same balance is never spent twice', () =>
      given([issued, redeemed('o-1', 500)])
        .when(redeem('o-2', 100))
        .thenRejects('conflict', VOUCHER_SPENT, 'voucherCode'));
    it('changes nothing for the same checkout again', () =>
      given([issued, redeemed('o-1', 500)])
        .when(redeem('o-1', 500))
        .then([]));
    it('refuses the same checkout again once what it spent went back: a retry must not pay with money the voucher has again', () =>
      given([issued, redeemed('o-1', 300), restored('o-1', 300, 'o-1:not_placed')])
        .when(redeem('o-1', 300))
        .thenRejects('conflict', CHECKOUT_GIVEN_UP, 'voucherCode'));
    it('is unknown to another shopper', () =>
      given([issued])
        .when(redeem('o-1', 100, 'u-2'))
        .thenRejects('not_found', VOUCHER_NOT_FOUND));
    it('is unknown when never issued', () => given([]).when(redeem('o-1', 100)).thenRejects('not_found', VOUCHER_NOT_FOUND));
  });

  describe('RestoreVoucher', () => {
    it('gives back what the order paid with it', () =>
      given([issued, redeemed('o-1', 300)])
        .when(restore('o-1', 300))
        .then([restored('o-1', 300)]));
    it('gives it back once per key', () =>
      given([issued, redeemed('o-1', 300), restored('o-1', 300)])
        .when(restore('o-1', 300))
        .then([]));
    it('never gives back more than the order paid with it', () =>
      given([issued, redeemed('o-1', 300), restored('o-1', 100, 'o-1:return:r-9')])
        .when(restore('o-1', 250))
        .thenRejects('unprocessable', /Only ₹200.00/, 'amount'));
    it('refuses an order the voucher paid nothing toward', () =>
      given([issued])
        .when(restore('o-9', 10))
        .thenRejects('conflict', /paid nothing/));
  });

  it('shows each order with what the voucher still pays for it, and the balance', () => {
    const events = [issued, redeemed('o-1', 300), redeemed('o-2', 150), restored('o-1', 300), restored('o-2', 50, 'o-2:return:r-2')];
    const voucher = events.reduce(evolveVoucher, initialVoucher()) as IssuedVoucher;
    expect(toVoucherView(voucher)).toEqual({
      _id: code,
      code,
      amount: 500,
      balance: 400,
      issuedAt: at(0),
      returnId: 'r-1',
      redemptions: [{ orderId: 'o-2', orderNumber: 'PS-o-2', amount: 100, at: at(1) }],
    });
  });
});
