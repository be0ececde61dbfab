import type { Order } from './types';

/** How many of each line are still to ship, as the API counts them (an order shipped before parcels has none left). */
export function leftToShip(order: Order): { productId: string; name: string; left: number }[] {
  const gone = order.fulfilment === 'shipped' || order.fulfilment === 'delivered';
  return order.products.map((line) => {
    const shipped = order.shipments.flatMap((parcel) => parcel.lines).filter((sent) => sent.productId === line.productId._id);
    const left = gone ? 0 : line.quantity - shipped.reduce((sum, sent) => sum + sent.quantity, 0);
    return { productId: line.productId._id, name: line.productId.name, left };
  });
}

export const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
