import { Layout } from './layout.js';
import { AddressNote, greeting, type MailAddress, type MailOrderLine, OrderLines } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/**
 * A parcel left: what is in it, and the carrier's tracking link when staff gave one. Mails queued
 * before parcels (a whole order, no tracking) have none of the parcel's fields.
 */
export interface OrderShippedData {
  firstName: string | null;
  orderNumber: string;
  /** What the parcel holds. */
  lines: MailOrderLine[];
  address: MailAddress;
  /** The parcel's number in the order, from 1. */
  parcel?: number;
  /** Every line has gone: this parcel completes the order. */
  complete?: boolean;
  carrierName?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

/** The whole order in its first parcel reads as before; a split order names each parcel. */
const wholeOrder = (data: OrderShippedData) => (data.parcel ?? 1) === 1 && data.complete !== false;

export const orderShipped = defineTemplate<OrderShippedData>({
  subject: (data) =>
    wholeOrder(data) ? `Your order ${data.orderNumber} is on its way` : `Parcel ${data.parcel} of your order ${data.orderNumber} is on its way`,
  component: ({ data, shop }) => (
    <Layout preview={`Order ${data.orderNumber} has left our warehouse.`} shop={shop}>
      <Title>{wholeOrder(data) ? 'Your order is on its way' : `Parcel ${data.parcel} is on its way`}</Title>
      <Paragraph>
        {greeting(data.firstName)} {wholeOrder(data) ? `order ${data.orderNumber} has` : `a parcel of order ${data.orderNumber} has`} left our warehouse and is
        on its way to:
      </Paragraph>
      <AddressNote address={data.address} />
      <OrderLines lines={data.lines} />
      {data.trackingNumber && (
        <Paragraph>
          {data.carrierName} is bringing it, with tracking number {data.trackingNumber}.
        </Paragraph>
      )}
      {data.trackingUrl && <ButtonLink href={data.trackingUrl}>Track your parcel</ButtonLink>}
      {data.complete === false && <Paragraph>The rest of your order follows in another parcel; we will mail you when it leaves.</Paragraph>}
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
