import type { Actor } from '../platform/event-store/event-store.port.js';
import type { ReturnEvent } from './events.js';
import { evolveReturn, initialReturn, type RequestedReturn } from './return.js';
import { toReturnView, type RecordedReturnEvent } from './return-view.js';

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const shopper: Actor = { _id: 'u-1', role: 'customer' };
const staff: Actor = { _id: 's-1', role: 'staff' };
const reasonToReturn = { question1: 'Why?', answer1: 'Wrong product received', question2: 'Condition?', answer2: 'Sealed product' };

const requested = (returnPaymentMethod: 'store voucher' | 'refund' | 'replacement product'): ReturnEvent => ({
  type: 'ReturnRequested',
  data: {
    returnId: 'ret-1',
    returnNumber: 'RET-1001',
    customer: { _id: 'u-1' },
    orders: [
      {
        orderId: 'o-1',
        orderNumber: 'ORD-1001',
        products: [{ productId: 'p-collar', name: 'Cat collar', image: '/media/products/c.svg', quantity: 1, unitPrice: 349, returnDate: at(30) }],
      },
    ],
    reasonToReturn,
    methodForReturning: 'Standard Shipping - ₹40',
    returnPaymentMethod,
    at: at(5),
  },
});
const approved: ReturnEvent = { type: 'ReturnStatusChanged', data: { from: 'requested', to: 'approved', note: 'Photos look right', at: at(6) } };
const received: ReturnEvent = { type: 'ReturnStatusChanged', data: { from: 'approved', to: 'received', note: null, at: at(8) } };

function view(events: [ReturnEvent, Actor][]) {
  const state = events.reduce((current, [event]) => evolveReturn(current, event), initialReturn()) as RequestedReturn;
  return toReturnView(
    state,
    events.map(([event, actor]) => ({ ...event, metadata: { actor } }) as RecordedReturnEvent),
  );
}

describe('toReturnView', () => {
  it('answers the contract’s Return, echoing the request’s keys', () =>
    expect(view([[requested('refund'), shopper]])).toEqual({
      _id: 'ret-1',
      returnNumber: 'RET-1001',
      orders: [
        {
          orderID: 'o-1',
          orderNumber: 'ORD-1001',
          products: [{ id: 'p-collar', name: 'Cat collar', image: '/media/products/c.svg', quantity: 1, price: 349, returnDate: at(30) }],
        },
      ],
      reasonToReturn,
      methodForReturning: 'Standard Shipping - ₹40',
      returnPaymentMethod: 'refund',
      status: 'requested',
      history: [{ from: null, to: 'requested', actor: shopper, note: null, at: at(5) }],
      createdAt: at(5),
    }));

  it('lists every move with its actor and note, and the voucher of a voucher return', () => {
    const refunded: ReturnEvent = {
      type: 'ReturnRefunded',
      data: { from: 'received', note: 'Voucher emailed', reimbursement: { method: 'store voucher', voucherCode: 'PET-5XK2' }, at: at(9) },
    };
    const shown = view([
      [requested('store voucher'), shopper],
      [approved, staff],
      [received, staff],
      [refunded, staff],
    ]);
    expect(shown).toMatchObject({ status: 'refunded', voucherCode: 'PET-5XK2' });
    expect(shown).not.toHaveProperty('replacementOrderId');
    expect(shown.history).toEqual([
      { from: null, to: 'requested', actor: shopper, note: null, at: at(5) },
      { from: 'requested', to: 'approved', actor: staff, note: 'Photos look right', at: at(6) },
      { from: 'approved', to: 'received', actor: staff, note: null, at: at(8) },
      { from: 'received', to: 'refunded', actor: staff, note: 'Voucher emailed', at: at(9) },
    ]);
  });

  it('names the replacement order of a replacement return', () => {
    const refunded: ReturnEvent = {
      type: 'ReturnRefunded',
      data: { from: 'received', note: null, reimbursement: { method: 'replacement product', replacementOrderId: 'o-9' }, at: at(9) },
    };
    const shown = view([
      [requested('replacement product'), shopper],
      [approved, staff],
      [received, staff],
      [refunded, staff],
    ]);
    expect(shown).toMatchObject({ replacementOrderId: 'o-9' });
    expect(shown).not.toHaveProperty('voucherCode');
  });
});
