import { Layout } from './layout.js';
import { AddressNote, greeting, type MailAddress, type MailOrderLine, OrderLines } from './order-parts.js';
import { Amounts, ButtonLink, Paragraph, Title } from './parts.js';
import { mailDate } from './format.js';
import { defineTemplate } from './template.js';

/** Sent once an order is paid: its payment captured, or a store voucher paid it all at placement. */
export interface OrderConfirmationData {
  firstName: string | null;
  orderNumber: string;
  lines: MailOrderLine[];
  total: number;
  /** The store voucher that paid part or all of the total; null when none did. */
  voucher: { code: string; amount: number } | null;
  /** What went through the payment provider (0 when the voucher paid it all). */
  paidOnline: number;
  address: MailAddress;
  /** When the order was placed, ISO. */
  placedAt: string;
}

export const orderConfirmation = defineTemplate<OrderConfirmationData>({
  subject: (data) => `Order ${data.orderNumber} confirmed`,
  component: ({ data, shop }) => (
    <Layout preview={`Thank you for your order. We are getting order ${data.orderNumber} ready.`} shop={shop}>
      <Title>Thank you for your order</Title>
      <Paragraph>
        {greeting(data.firstName)} we have your payment for order {data.orderNumber}, placed on {mailDate(data.placedAt)}, and are getting it ready. We will
        write again when it ships.
      </Paragraph>
      <OrderLines lines={data.lines} total={data.total} />
      {data.voucher ? (
        <Amounts
          lines={[
            { label: `Store voucher ${data.voucher.code}`, amount: data.voucher.amount },
            ...(data.paidOnline > 0 ? [{ label: 'Paid online', amount: data.paidOnline }] : []),
          ]}
        />
      ) : null}
      <Paragraph>It goes to:</Paragraph>
      <AddressNote address={data.address} />
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
