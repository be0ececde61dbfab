import type { OrderEvent, OrderStatus } from '../events.js';
import type { OrderCommand, PlaceOrder, PlaceReplacementOrder } from './order.commands.js';
import { orderDecider } from './order.decider.js';
import { derivedOrderId, evolveOrder, initialOrder } from './order.js';
import { at as onDay, kibble, placed as placedOrder, staff } from '../testing/order-events.fixture.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';

const at = (minute: number) => onDay(1, minute);
const placed = placedOrder({ orderId: 'o-1' });
const { currency: _currency, ...placement } = placed.data;
const place: PlaceOrder = { type: 'PlaceOrder', ...placement, razorpayOrderId: 'order_rzp_o-1' };
const paid: OrderEvent = {
  type: 'PaymentCaptured',
  data: { paymentId: 'pay_1', razorpayOrderId: 'order_rzp_o-1', amount: 2948, source: 'verify', at: at(1) },
};
const moved = (from: OrderStatus, to: OrderStatus, minute = 2): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, reason: null, forced: false, at: at(minute) },
});
const delivered = [placed, paid, moved('placed', 'processing'), moved('processing', 'shipped'), moved('shipped', 'delivered', 4)];

const given = deciderSpec(orderDecider);

describe('order decider: placement, staff moves, cancellation, returns', () => {
  describe('PlaceOrder', () => {
    it('places the order in rupees', () => given([]).when(place).then([placed]));
    it('refuses an order that exists', () => given([placed]).when(place).thenRejects('conflict', 'Order already exists'));
    it('refuses an order without lines', () =>
      given([])
        .when({ ...place, lines: [], totalAmount: 0 })
        .thenRejects('invalid', 'An order needs at least one product', 'products'));
    it('refuses a total that is not the sum of its lines', () =>
      given([])
        .when({ ...place, totalAmount: 2949 })
        .thenRejects('unprocessable', 'The total does not match the order lines', 'totalAmount'));
  });

  describe('PlaceReplacementOrder', () => {
    const replace: PlaceReplacementOrder = {
      type: 'PlaceReplacementOrder',
      orderId: 'o-2',
      orderNumber: 'ORD-1002',
      customer: place.customer,
      lines: [{ ...kibble, unitPrice: 0, quantity: 1 }],
      returnId: 'r-1',
      at: at(30),
    };
    const { type: _replaceType, returnId, ...replacement } = replace;
    const replaced: OrderEvent = {
      type: 'OrderPlaced',
      data: { ...replacement, totalAmount: 0, currency: 'INR', razorpayOrderId: null, replacementFor: returnId },
    };

    it('places the products again at no charge, with nothing to pay', () => {
      given([]).when(replace).then([replaced]);
      expect(evolveOrder(initialOrder(), replaced)).toMatchObject({ status: 'placed', paymentStatus: 'paid', totalAmount: 0, replacementFor: 'r-1' });
    });
    it('changes nothing when the same return places it again', () => given([replaced]).when(replace).then([]));
    it('refuses to reuse an order of another return', () =>
      given([replaced])
        .when({ ...replace, returnId: 'r-2' })
        .thenRejects('conflict', 'Order already exists'));
    it('refuses a line with a price', () =>
      given([])
        .when({ ...replace, lines: [kibble] })
        .thenRejects('unprocessable', 'A replacement is sent at no charge', 'products'));
    it('refuses a replacement without products', () =>
      given([])
        .when({ ...replace, lines: [] })
        .thenRejects('invalid', 'A replacement needs at least one product', 'products'));
    it('lets staff ship a replacement, which needs no payment', () =>
      given([replaced])
        .when({ type: 'ChangeStatus', to: 'processing', reason: null, force: false, by: staff, at: at(31) })
        .then([{ type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: null, forced: false, at: at(31) } }]));
  });

  describe('ChangeStatus', () => {
    const change = (to: OrderStatus, extra: { reason?: string | null; force?: boolean } = {}): OrderCommand => ({
      type: 'ChangeStatus',
      to,
      reason: extra.reason ?? null,
      force: extra.force ?? false,
      by: staff,
      at: at(9),
    });

    // The one-click moves' parcel: everything left, without tracking details, under an id the order's parcels derive.
    const oneClickParcel = (minute = 9): OrderEvent => ({
      type: 'ShipmentSent',
      data: {
        shipmentId: derivedOrderId('o-1:parcel:1'),
        carrier: null,
        carrierName: null,
        trackingNumber: null,
        trackingUrl: null,
        lines: placed.data.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        by: staff,
        at: at(minute),
      },
    });
    const parcelDelivered: OrderEvent = { type: 'ShipmentDelivered', data: { shipmentId: derivedOrderId('o-1:parcel:1'), at: at(9) } };

    it.each<[OrderStatus, OrderStatus, OrderEvent[]]>([
      ['placed', 'processing', [placed, paid]],
      ['shipped', 'delivered', delivered.slice(0, 4)],
      ['delivered', 'return', delivered],
    ])('moves a paid order from %s to %s', (from, to, history) =>
      given(history)
        .when(change(to))
        .then([{ type: 'OrderStatusChanged', data: { from, to, reason: null, forced: false, at: at(9) } }]),
    );

    it('ships everything left as one parcel without tracking details on the move to shipped', () =>
      given([placed, paid, moved('placed', 'processing')])
        .when(change('shipped'))
        .then([oneClickParcel(), moved('processing', 'shipped', 9)]));
    it('delivers the parcels not yet delivered on the move to delivered', () =>
      given([placed, paid, moved('placed', 'processing'), oneClickParcel(3), moved('processing', 'shipped', 3)])
        .when(change('delivered'))
        .then([parcelDelivered, moved('shipped', 'delivered', 9)]));

    it('refuses a move outside the table', () =>
      given([placed, paid]).when(change('shipped')).thenRejects('conflict', 'Cannot move an order from placed to shipped'));
    it('refuses a move to the same status', () => given([placed, paid]).when(change('placed')).thenRejects('conflict', 'Order is already placed'));
    it('refuses to move an unpaid order anywhere but cancelled', () =>
      given([placed]).when(change('processing')).thenRejects('conflict', 'An unpaid order can only be cancelled'));
    it('keeps terminal statuses terminal', () =>
      given([placed, { type: 'OrderCancelled', data: { from: 'placed', reason: 'customer', note: null, at: at(1) } }])
        .when(change('placed'))
        .thenRejects('conflict', 'Cannot move an order from cancelled to placed'));

    it('lets a forced move with a reason go outside the table', () =>
      given([placed, paid])
        .when(change('delivered', { force: true, reason: 'Courier delivered, scan missing' }))
        .then([
          oneClickParcel(),
          parcelDelivered,
          { type: 'OrderStatusChanged', data: { from: 'placed', to: 'delivered', reason: 'Courier delivered, scan missing', forced: true, at: at(9) } },
        ]));
    it('lets a forced move past the unpaid rule', () =>
      given([placed])
        .when(change('processing', { force: true, reason: 'Paid in cash at the store' }))
        .then([{ type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: 'Paid in cash at the store', forced: true, at: at(9) } }]));
    it('records a forced move the table allows anyway as not forced', () =>
      given([placed, paid])
        .when(change('processing', { force: true, reason: 'Rush' }))
        .then([{ type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: 'Rush', forced: false, at: at(9) } }]));
    it.each([null, '  '])('refuses a forced move with reason %p', (reason) =>
      given([placed, paid])
        .when(change('delivered', { force: true, reason }))
        .thenRejects('invalid', 'A reason is required to force a status change', 'reason'),
    );
    it('refuses even a forced move to the same status', () =>
      given([placed, paid])
        .when(change('placed', { force: true, reason: 'Again' }))
        .thenRejects('conflict', 'Order is already placed'));

    it('cancels an unpaid order with nothing to refund', () =>
      given([placed])
        .when(change('cancelled', { reason: 'Out of stock at the warehouse' }))
        .then([{ type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: 'Out of stock at the warehouse', at: at(9) } }]));
    it('cancels a paid order and refunds what it holds', () =>
      given([placed, paid, moved('placed', 'processing')])
        .when(change('cancelled'))
        .then([
          { type: 'OrderCancelled', data: { from: 'processing', reason: 'staff', note: null, at: at(9) } },
          {
            type: 'RefundRequested',
            data: { refundKey: 'o-1:order_cancelled', amount: 2948, reason: 'order_cancelled', returnId: null, lines: null, at: at(9) },
          },
        ]));
    it('refunds only the remainder of a partly refunded order', () =>
      given([
        placed,
        paid,
        {
          type: 'RefundRequested',
          data: { refundKey: 'r-1', amount: 349, reason: 'return', returnId: 'ret-1', lines: [{ productId: 'p-collar', quantity: 1 }], at: at(3) },
        },
        { type: 'RefundProcessed', data: { refundKey: 'r-1', providerRefundId: 'rfnd_1', amount: 349, at: at(4) } },
      ])
        .when(change('cancelled'))
        .then([
          { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: null, at: at(9) } },
          {
            type: 'RefundRequested',
            data: { refundKey: 'o-1:order_cancelled', amount: 2599, reason: 'order_cancelled', returnId: null, lines: null, at: at(9) },
          },
        ]));
    it('refuses an unknown order', () => given([]).when(change('processing')).thenRejects('not_found', 'Order not found'));
  });

  describe('CancelOrder', () => {
    const cancel: OrderCommand = { type: 'CancelOrder', reason: 'payment_dismissed', at: at(5) };

    it('cancels a placed, unpaid order with the reason given', () =>
      given([placed])
        .when(cancel)
        .then([{ type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_dismissed', note: null, at: at(5) } }]));
    it('changes nothing for an order already cancelled', () =>
      given([placed, { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_dismissed', note: null, at: at(1) } }])
        .when(cancel)
        .then([]));
    it('refuses a paid order', () => given([placed, paid]).when(cancel).thenRejects('conflict', 'Order is already paid'));
    it('refuses an order that has moved on from placed', () =>
      given([placed, { type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: 'Cash', forced: true, at: at(1) } }])
        .when(cancel)
        .thenRejects('conflict', 'Cannot cancel an order that is processing'));
    it('refuses an unknown order', () => given([]).when(cancel).thenRejects('not_found', 'Order not found'));
  });

  describe('MarkReturned', () => {
    const markReturned: OrderCommand = { type: 'MarkReturned', returnId: 'ret-1', at: at(20) };
    const returned: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'delivered', to: 'return', reason: 'return:ret-1', forced: false, at: at(20) } };

    it('moves a delivered order to return, naming the return', () => given(delivered).when(markReturned).then([returned]));
    it('changes nothing when the same return marks it again', () =>
      given([...delivered, returned])
        .when(markReturned)
        .then([]));
    it('refuses an order another return holds', () =>
      given([...delivered, returned])
        .when({ ...markReturned, returnId: 'ret-2' })
        .thenRejects('conflict', 'Order is already return'));
    it('refuses an order not delivered', () =>
      given([placed, paid, moved('placed', 'processing')])
        .when(markReturned)
        .thenRejects('conflict', 'Cannot move an order from processing to return'));
    it('refuses an unknown order', () => given([]).when(markReturned).thenRejects('not_found', 'Order not found'));
  });

  describe('ReleaseFromReturn', () => {
    const returned: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'delivered', to: 'return', reason: 'return:ret-1', forced: false, at: at(20) } };
    const release: OrderCommand = { type: 'ReleaseFromReturn', returnId: 'ret-1', at: at(22) };

    it('delivers again an order its rejected return held', () =>
      given([...delivered, returned])
        .when(release)
        .then([{ type: 'OrderStatusChanged', data: { from: 'return', to: 'delivered', reason: 'return rejected:ret-1', forced: false, at: at(22) } }]));
    it('changes nothing for an order another return holds, or one already given back', () => {
      given([...delivered, returned])
        .when({ ...release, returnId: 'ret-2' })
        .then([]);
      given(delivered).when(release).then([]);
    });
    it('keeps the return term from the first delivery', () => {
      const events = [
        ...delivered,
        returned,
        ...orderDecider.decide(release, [...delivered, returned].reduce(orderDecider.evolve, orderDecider.initialState())),
      ];
      expect(events.reduce(orderDecider.evolve, orderDecider.initialState())).toMatchObject({ status: 'delivered', deliveredAt: at(4) });
    });
  });

  it('remembers when the order was delivered', () => {
    const state = delivered.reduce(orderDecider.evolve, orderDecider.initialState());
    expect(state).toMatchObject({ status: 'delivered', deliveredAt: at(4), paymentStatus: 'paid' });
  });
});
