import { Layout } from './layout.js';
import { AddressNote, greeting, type MailAddress, type MailOrderLine, OrderLines } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** A return reimbursed by replacement: the new order, at no charge. */
export interface ReplacementOrderPlacedData {
  firstName: string | null;
  orderNumber: string;
  /** The return it replaces products for; null when the return cannot be read. */
  returnNumber: string | null;
  lines: MailOrderLine[];
  address: MailAddress;
}

export const replacementOrderPlaced = defineTemplate<ReplacementOrderPlacedData>({
  subject: (data) => `Your replacement order ${data.orderNumber}`,
  component: ({ data, shop }) => (
    <Layout preview={`We are sending your replacement at no charge: order ${data.orderNumber}.`} shop={shop}>
      <Title>Your replacement is on the way</Title>
      <Paragraph>
        {greeting(data.firstName)} {data.returnNumber ? `for return ${data.returnNumber}` : 'for your return'} we placed order {data.orderNumber} to send you
        these products again, at no charge:
      </Paragraph>
      <OrderLines lines={data.lines} total={0} />
      <Paragraph>It goes to:</Paragraph>
      <AddressNote address={data.address} />
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
