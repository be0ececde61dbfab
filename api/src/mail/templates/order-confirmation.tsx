import { Layout } from './layout.js';
import { AddressNote, greeting, type MailAddress, type MailOrderLine, OrderLines } from './order-parts.js';
import { Amounts, ButtonLink, Paragraph, Title } from './parts.js';
import { mailDate } from './format.js';
import { defineTemplate } from './template.js';
import type { DocumentRef } from '../attachments.js';

/**
 * Sent once a paid order has its invoice (its payment captured, or a store voucher paid it all at
 * placement), with the invoice attached. Mails queued before invoices have neither.
 */
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
  invoiceNumber?: string;
  /** The invoice, attached by the sender. */
  attachment?: DocumentRef;
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
      {data.invoiceNumber && <Paragraph>Your invoice {data.invoiceNumber} is attached to this mail.</Paragraph>}
      <Paragraph>It goes to:</Paragraph>
      <AddressNote address={data.address} />
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
