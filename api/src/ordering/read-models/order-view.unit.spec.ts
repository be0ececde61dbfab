import type { Actor } from '../../platform/event-store/event-store.port.js';
import type { OrderEvent } from '../events.js';
import { evolveOrder, initialOrder, type PlacedOrder } from '../order/order.js';
import { historyEntries, toOrderView, type RecordedOrderEvent } from './order-view.js';
import { at as onDay, placed as placedOrder, razorpay, shopper as shopperNamed, staff } from '../testing/order-events.fixture.js';
import { HOME_ADDRESS } from '../../platform/testing/fixtures.js';

const at = (minute: number) => onDay(1, minute);
const placed = placedOrder({ orderId: 'o-1' });
const address = { _id: 'a-1', ...HOME_ADDRESS };
const shopper = shopperNamed('u-1');
const captured: OrderEvent = {
  type: 'PaymentCaptured',
  data: { paymentId: 'pay_1', razorpayOrderId: 'order_rzp_o-1', amount: 2948, source: 'webhook', at: at(1) },
};

const recorded = (events: [OrderEvent, Actor][]): RecordedOrderEvent[] =>
  events.map(([event, actor], revision) => ({ ...event, revision: BigInt(revision), metadata: { actor } }) as RecordedOrderEvent);

describe('toOrderView', () => {
  it('answers the contract’s Order', () => {
    const order = [placed, captured].reduce(evolveOrder, initialOrder()) as PlacedOrder;
    expect(toOrderView(order, address)).toEqual({
      _id: 'o-1',
      orderNumber: 'ORD-o-1',
      totalAmount: 2948,
      currency: 'INR',
      shippingAddress: address,
      products: [
        { productId: { _id: 'p-kibble', name: 'Salmon kibble', price: 1299.5, images: ['/media/k.svg'], colors: [] }, quantity: 2, price: 1299.5 },
        { productId: { _id: 'p-collar', name: 'Cat collar', price: 349, images: [], colors: [{ name: 'Red', value: '#c00' }] }, quantity: 1, price: 349 },
      ],
      orderStatus: 'placed',
      paymentStatus: 'paid',
      paymentDetails: { paymentId: 'pay_1', razorpayOrderId: 'order_rzp_o-1' },
      shipments: [],
      fulfilment: 'unshipped',
      invoice: null,
      creditNotes: [],
      createdAt: at(0),
      updatedAt: at(1),
    });
  });

  it('shows a parcel with who sent it, without their email', () => {
    const sent: OrderEvent = {
      type: 'ShipmentSent',
      data: {
        shipmentId: 's-1',
        carrier: 'dtdc',
        carrierName: 'DTDC',
        trackingNumber: 'D1',
        trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno=D1',
        lines: [{ productId: 'p-collar', quantity: 1 }],
        by: { _id: 'st-1', role: 'staff' },
        at: at(3),
      },
    };
    expect(toOrderView([placed, captured, sent].reduce(evolveOrder, initialOrder()) as PlacedOrder, null)).toMatchObject({
      fulfilment: 'partially_shipped',
      shipments: [
        {
          _id: 's-1',
          carrier: 'dtdc',
          carrierName: 'DTDC',
          trackingNumber: 'D1',
          trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno=D1',
          lines: [{ productId: 'p-collar', quantity: 1 }],
          shippedAt: at(3),
          deliveredAt: null,
          actor: { _id: 'st-1', email: null, role: 'staff' },
        },
      ],
    });
  });

  it('shows an unpaid order with no payment id', () =>
    expect(toOrderView(evolveOrder(initialOrder(), placed) as PlacedOrder, null)).toMatchObject({
      paymentStatus: 'pending',
      paymentDetails: { paymentId: null },
    }));
});

describe('historyEntries', () => {
  it('lists placement as two entries from null', () =>
    expect(historyEntries(recorded([[placed, shopper]]))).toEqual([
      { field: 'orderStatus', from: null, to: 'placed', actor: shopper, reason: null, at: at(0), revision: 0 },
      { field: 'paymentStatus', from: null, to: 'pending', actor: shopper, reason: null, at: at(0), revision: 0 },
    ]));

  it('lists every later change of either field, oldest first, and skips events that change neither', () => {
    const events = recorded([
      [placed, shopper],
      [captured, razorpay],
      [{ type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: 'Damaged in the warehouse', at: at(2) } }, staff],
      [
        {
          type: 'RefundRequested',
          data: { refundKey: 'o-1:order_cancelled', amount: 2948, reason: 'order_cancelled', returnId: null, lines: null, at: at(2) },
        },
        staff,
      ],
      [{ type: 'RefundProcessed', data: { refundKey: 'o-1:order_cancelled', providerRefundId: 'rfnd_1', amount: 2948, at: at(3) } }, razorpay],
    ]);
    expect(historyEntries(events).slice(2)).toEqual([
      { field: 'paymentStatus', from: 'pending', to: 'paid', actor: razorpay, reason: null, at: at(1), revision: 1 },
      { field: 'orderStatus', from: 'placed', to: 'cancelled', actor: staff, reason: 'Damaged in the warehouse', at: at(2), revision: 2 },
      { field: 'paymentStatus', from: 'paid', to: 'refunded', actor: razorpay, reason: 'order_cancelled', at: at(3), revision: 4 },
    ]);
  });

  it('gives the cancellation reason, the failure and the restoration', () => {
    const system: Actor = { _id: null, role: 'system', name: 'payment-timeout' };
    const events = recorded([
      [placed, shopper],
      [
        {
          type: 'PaymentFailed',
          data: { razorpayOrderId: 'order_rzp_o-1', paymentId: 'pay_0', code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'webhook', at: at(1) },
        },
        razorpay,
      ],
      [{ type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at: at(2) } }, system],
      [{ ...captured, data: { ...captured.data, at: at(3) } }, razorpay],
      [{ type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: at(3) } }, razorpay],
    ]);
    expect(
      historyEntries(events)
        .slice(2)
        .map(({ field, from, to, reason }) => [field, from, to, reason]),
    ).toEqual([
      ['paymentStatus', 'pending', 'failed', 'Card declined'],
      ['orderStatus', 'placed', 'cancelled', 'payment_timeout'],
      ['paymentStatus', 'failed', 'paid', null],
      ['orderStatus', 'cancelled', 'placed', 'paid_after_cancellation'],
    ]);
  });
});
