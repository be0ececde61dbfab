import { formatRupees } from '../money';
import type { ContractOrder } from './types';

export interface StateRow {
  key: string;
  label: string;
  value: string;
  /** Differs from the previous step's state (false for the first step: nothing to compare). */
  changed: boolean;
}

const address = (order: ContractOrder) => {
  const a = order.shippingAddress;
  if (!a) return '—';
  return [a.name, a.address, a.area, a.city, a.state, a.zip, a.mobile].filter(Boolean).join(', ');
};

const lines = (order: ContractOrder) =>
  order.products.map((line) => `${line.quantity} × ${line.productId.name} at ${formatRupees(line.price)}`).join('; ') || '—';

const parcels = (order: ContractOrder) =>
  (order.shipments ?? [])
    .map((parcel) => `${parcel.carrierName ?? 'no carrier'} ${parcel.trackingNumber ?? ''}`.trim() + (parcel.deliveredAt ? ', delivered' : ', on its way'))
    .join('; ') || '—';

/** The fields support compares between two moments of an order, as text. */
const FIELDS: { key: string; label: string; read: (order: ContractOrder) => string }[] = [
  { key: 'orderStatus', label: 'Status', read: (order) => order.orderStatus },
  { key: 'paymentStatus', label: 'Payment status', read: (order) => order.paymentStatus },
  { key: 'totalAmount', label: 'Total', read: (order) => formatRupees(order.totalAmount) },
  { key: 'paymentId', label: 'Payment id', read: (order) => order.paymentDetails.paymentId ?? '—' },
  { key: 'razorpayOrderId', label: 'Provider order id', read: (order) => order.paymentDetails.razorpayOrderId ?? '—' },
  { key: 'products', label: 'Products', read: lines },
  { key: 'fulfilment', label: 'Fulfilment', read: (order) => order.fulfilment?.replace('_', ' ') ?? '—' },
  { key: 'shipments', label: 'Parcels', read: parcels },
  { key: 'shippingAddress', label: 'Shipping address', read: address },
  { key: 'updatedAt', label: 'Last changed', read: (order) => new Date(order.updatedAt).toLocaleString('en-IN') },
];

/** The state as rows, each marked when it differs from `previous`. */
export function stateRows(state: ContractOrder, previous: ContractOrder | null | undefined): StateRow[] {
  return FIELDS.map(({ key, label, read }) => {
    const value = read(state);
    return { key, label, value, changed: previous != null && read(previous) !== value };
  });
}
