import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { OrderEvent, ShipmentLine } from '../events.js';
import { at, captured, collar, kibble, moved, placed, staff } from '../testing/order-events.fixture.js';
import type { DeliverParcel, ShipParcel } from './order.commands.js';
import { orderDecider } from './order.decider.js';

const given = deciderSpec(orderDecider);
const placement = placed({ orderId: 'o-1' });
const paid = captured('o-1', placement.data.totalAmount);
const processing = [placement, paid, moved('placed', 'processing', 2)];
const delhivery = { code: 'delhivery', name: 'Delhivery', trackingNumber: 'DL123', trackingUrl: 'https://www.delhivery.com/track/package/DL123' };

const ship = (shipmentId: string, lines: ShipmentLine[] | null, minute = 10): ShipParcel => ({
  type: 'ShipParcel',
  shipmentId,
  carrier: delhivery,
  lines,
  by: staff,
  at: at(2, minute),
});
const sent = (shipmentId: string, lines: ShipmentLine[], minute = 10): OrderEvent => ({
  type: 'ShipmentSent',
  data: {
    shipmentId,
    carrier: 'delhivery',
    carrierName: 'Delhivery',
    trackingNumber: 'DL123',
    trackingUrl: delhivery.trackingUrl,
    lines,
    by: staff,
    at: at(2, minute),
  },
});
const deliver = (shipmentId: string): DeliverParcel => ({ type: 'DeliverParcel', shipmentId, at: at(4) });
const delivered = (shipmentId: string): OrderEvent => ({ type: 'ShipmentDelivered', data: { shipmentId, at: at(4) } });
const statusMove = (from: 'processing' | 'shipped', to: 'shipped' | 'delivered', when: string): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, reason: null, forced: false, at: when },
});

const kibbleOne = [{ productId: kibble.productId, quantity: 1 }];
const rest = [
  { productId: kibble.productId, quantity: 1 },
  { productId: collar.productId, quantity: 1 },
];
const splitShipped = [...processing, sent('s-1', kibbleOne), sent('s-2', rest, 20), statusMove('processing', 'shipped', at(2, 20))];

describe('order decider: parcels', () => {
  describe('ShipParcel', () => {
    it('ships some lines as a parcel, the order staying in processing', () =>
      given(processing)
        .when(ship('s-1', kibbleOne))
        .then([sent('s-1', kibbleOne)]));
    it('moves the order to shipped with the parcel that takes the last line', () =>
      given([...processing, sent('s-1', kibbleOne)])
        .when(ship('s-2', rest, 20))
        .then([sent('s-2', rest, 20), statusMove('processing', 'shipped', at(2, 20))]));
    it('ships everything left when no lines are named', () =>
      given([...processing, sent('s-1', kibbleOne)])
        .when(ship('s-2', null, 20))
        .then([sent('s-2', rest, 20), statusMove('processing', 'shipped', at(2, 20))]));
    it('records a retried parcel once', () =>
      given([...processing, sent('s-1', kibbleOne)])
        .when(ship('s-1', kibbleOne))
        .then([]));

    it('refuses a product the order does not have', () =>
      given(processing)
        .when(ship('s-1', [{ productId: 'p-other', quantity: 1 }]))
        .thenRejects('unprocessable', 'Product p-other is not in this order', 'lines'));
    it('refuses more than is left to ship', () =>
      given([...processing, sent('s-1', kibbleOne)])
        .when(ship('s-2', [{ productId: kibble.productId, quantity: 2 }]))
        .thenRejects('unprocessable', 'Only 1 of Salmon kibble left to ship', 'lines'));
    it('refuses an unpaid order', () => given([placement]).when(ship('s-1', null)).thenRejects('unprocessable', 'An unpaid order cannot be shipped'));
    it('refuses a cancelled order', () =>
      given([placement, { type: 'OrderCancelled', data: { from: 'placed', reason: 'customer', note: null, at: at(1, 3) } }])
        .when(ship('s-1', null))
        .thenRejects('unprocessable', 'A cancelled order cannot be shipped'));
    it('refuses a paid order not yet in processing', () =>
      given([placement, paid]).when(ship('s-1', null)).thenRejects('unprocessable', 'Move the order to processing before shipping it'));
    it('refuses an order that has shipped in full', () =>
      given(splitShipped).when(ship('s-3', null)).thenRejects('unprocessable', 'Every line of this order has already shipped'));
    it('refuses an order shipped in one click before parcels were recorded', () =>
      given([...processing, moved('processing', 'shipped', 3)])
        .when(ship('s-1', null))
        .thenRejects('unprocessable', 'Every line of this order has already shipped'));
  });

  describe('DeliverParcel', () => {
    it('marks a parcel delivered, the order staying shipped while another is on its way', () =>
      given(splitShipped)
        .when(deliver('s-1'))
        .then([delivered('s-1')]));
    it('delivers the order with its last parcel', () =>
      given([...splitShipped, delivered('s-1')])
        .when(deliver('s-2'))
        .then([delivered('s-2'), statusMove('shipped', 'delivered', at(4))]));
    it('leaves a partly shipped order in processing when its parcels are delivered', () =>
      given([...processing, sent('s-1', kibbleOne)])
        .when(deliver('s-1'))
        .then([delivered('s-1')]));
    it('refuses a parcel delivered before', () =>
      given([...splitShipped, delivered('s-1')])
        .when(deliver('s-1'))
        .thenRejects('conflict', 'This parcel is already marked delivered'));
    it('refuses a parcel the order does not have', () => given(splitShipped).when(deliver('s-9')).thenRejects('not_found', 'Shipment not found'));
  });
});
