import type { ReturnedOrder, ReturnEvent, ReturnStatus } from './events.js';
import { NO_PRODUCTS, returnDecider, type ChangeReturnStatus, type CompleteRefund, type RequestReturn, type ReturnCommand } from './return.decider.js';
import { deciderSpec } from '../platform/testing/decider-spec.js';

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const kibbleOrder: ReturnedOrder = {
  orderId: 'o-1',
  orderNumber: 'ORD-1001',
  products: [{ productId: 'p-kibble', name: 'Salmon kibble', image: null, quantity: 2, unitPrice: 1299.5, returnDate: at(30) }],
};
const collarOrder: ReturnedOrder = {
  orderId: 'o-2',
  orderNumber: 'ORD-1002',
  products: [{ productId: 'p-collar', name: 'Cat collar', image: null, quantity: 1, unitPrice: 349, returnDate: at(31) }],
};
const request: RequestReturn = {
  type: 'RequestReturn',
  returnId: 'ret-1',
  returnNumber: 'RET-1001',
  customer: { _id: 'u-1' },
  orders: [kibbleOrder, collarOrder],
  reasonToReturn: { question1: 'Why?', answer1: 'Defective or damaged', question2: 'Condition?', answer2: 'Sealed product' },
  methodForReturning: 'In-store pickup - Free',
  returnPaymentMethod: 'refund',
  eligibility: [
    { orderId: 'o-1', ok: true },
    { orderId: 'o-2', ok: true },
  ],
  at: at(5),
};
const { type: _type, eligibility: _eligibility, ...requestData } = request;
const requested: ReturnEvent = { type: 'ReturnRequested', data: requestData };
const moved = (from: ReturnStatus, to: ReturnStatus): ReturnEvent => ({ type: 'ReturnStatusChanged', data: { from, to, note: null, at: at(6) } });
const received = [requested, moved('requested', 'approved'), moved('approved', 'received')];

const given = deciderSpec(returnDecider);

describe('return decider', () => {
  describe('RequestReturn', () => {
    it('records the request for eligible orders', () => given([]).when(request).then([requested]));
    it('refuses with the first order that fails, in the request’s order', () =>
      given([])
        .when({
          ...request,
          eligibility: [
            { orderId: 'o-2', ok: false, kind: 'not_found', message: 'Order not found' },
            { orderId: 'o-1', ok: false, kind: 'unprocessable', message: 'Order ORD-1001 is past its return term' },
          ],
        })
        .thenRejects('unprocessable', 'Order ORD-1001 is past its return term'));
    it('refuses an order that is not the caller’s as not found', () =>
      given([])
        .when({
          ...request,
          eligibility: [
            { orderId: 'o-1', ok: true },
            { orderId: 'o-2', ok: false, kind: 'not_found', message: 'Order not found' },
          ],
        })
        .thenRejects('not_found', 'Order not found'));
    it('fails loudly when the handler gave no fact for an order', () =>
      expect(() => returnDecider.decide({ ...request, eligibility: [{ orderId: 'o-1', ok: true }] }, returnDecider.initialState())).toThrow(
        'No eligibility given for order o-2',
      ));
    it.each<[string, ReturnedOrder[]]>([
      ['no orders', []],
      ['an order without products', [{ ...kibbleOrder, products: [] }]],
    ])('refuses a request with %s', (_case, orders) =>
      given([])
        .when({ ...request, orders })
        .thenRejects('invalid', NO_PRODUCTS, 'orders'),
    );
    it.each<[string, ReturnedOrder[]]>([
      ['the same order twice', [kibbleOrder, kibbleOrder]],
      ['the same product twice', [{ ...kibbleOrder, products: [...kibbleOrder.products, ...kibbleOrder.products] }]],
    ])('refuses %s', (_case, orders) =>
      given([])
        .when({ ...request, orders })
        .thenRejects('invalid', 'Each order and product may appear only once', 'orders'),
    );
    it('refuses a return that exists', () => given([requested]).when(request).thenRejects('conflict', 'Return already exists'));
  });

  describe('ChangeReturnStatus', () => {
    const change = (to: ChangeReturnStatus['to']): ReturnCommand => ({ type: 'ChangeReturnStatus', to, note: 'Checked', at: at(7) });

    it.each<[ReturnStatus, ChangeReturnStatus['to'], ReturnEvent[]]>([
      ['requested', 'approved', [requested]],
      ['requested', 'rejected', [requested]],
      ['approved', 'received', [requested, moved('requested', 'approved')]],
    ])('moves a return from %s to %s', (from, to, history) =>
      given(history)
        .when(change(to))
        .then([{ type: 'ReturnStatusChanged', data: { from, to, note: 'Checked', at: at(7) } }]),
    );
    it('refuses a move outside the table', () =>
      given([requested]).when(change('received')).thenRejects('conflict', 'Cannot move a return from requested to received'));
    it('refuses a move to the same status', () => given([requested]).when(change('requested')).thenRejects('conflict', 'Return is already requested'));
    it('keeps a rejected return rejected', () =>
      given([requested, moved('requested', 'rejected')])
        .when(change('approved'))
        .thenRejects('conflict', 'Cannot move a return from rejected to approved'));
    it('refuses an unknown return', () => given([]).when(change('approved')).thenRejects('not_found', 'Return not found'));
  });

  describe('CompleteRefund', () => {
    const complete: CompleteRefund = {
      type: 'CompleteRefund',
      note: null,
      reimbursement: { method: 'refund', refundKeys: ['ret-1:o-1', 'ret-1:o-2'] },
      at: at(9),
    };

    it('records the reimbursement of a received return', () =>
      given(received)
        .when(complete)
        .then([{ type: 'ReturnRefunded', data: { from: 'received', note: null, reimbursement: complete.reimbursement, at: at(9) } }]));
    it('refuses a return not yet received', () =>
      given([requested, moved('requested', 'approved')])
        .when(complete)
        .thenRejects('conflict', 'Cannot move a return from approved to refunded'));
    it('refuses a return already refunded', () =>
      given([...received, { type: 'ReturnRefunded', data: { from: 'received', note: null, reimbursement: complete.reimbursement, at: at(9) } }])
        .when(complete)
        .thenRejects('conflict', 'Return is already refunded'));
    it('refuses a reimbursement other than the one the shopper chose', () =>
      given(received)
        .when({ ...complete, reimbursement: { method: 'store voucher', voucherCode: 'PET-5XK2' } })
        .thenRejects('unprocessable', 'This return is reimbursed by refund', 'reimbursement'));
    it('refuses an unknown return', () => given([]).when(complete).thenRejects('not_found', 'Return not found'));
  });
});
