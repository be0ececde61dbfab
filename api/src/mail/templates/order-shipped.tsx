import { Layout } from './layout.js';
import { AddressNote, greeting, type MailAddress, type MailOrderLine, OrderLines } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** Staff moved the order to shipped. */
export interface OrderShippedData {
  firstName: string | null;
  orderNumber: string;
  lines: MailOrderLine[];
  address: MailAddress;
}

export const orderShipped = defineTemplate<OrderShippedData>({
  subject: (data) => `Your order ${data.orderNumber} is on its way`,
  component: ({ data, shop }) => (
    <Layout preview={`Order ${data.orderNumber} has left our warehouse.`} shop={shop}>
      <Title>Your order is on its way</Title>
      <Paragraph>
        {greeting(data.firstName)} order {data.orderNumber} has left our warehouse and is on its way to:
      </Paragraph>
      <AddressNote address={data.address} />
      <OrderLines lines={data.lines} />
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
