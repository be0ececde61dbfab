import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { mailDate } from './format.js';
import { defineTemplate } from './template.js';

/** Staff moved the order to delivered: the return term starts. */
export interface OrderDeliveredData {
  firstName: string | null;
  orderNumber: string;
  /** ISO times. */
  deliveredAt: string;
  returnBy: string;
}

export const orderDelivered = defineTemplate<OrderDeliveredData>({
  subject: (data) => `Your order ${data.orderNumber} was delivered`,
  component: ({ data, shop }) => (
    <Layout preview={`Order ${data.orderNumber} was delivered on ${mailDate(data.deliveredAt)}.`} shop={shop}>
      <Title>Your order was delivered</Title>
      <Paragraph>
        {greeting(data.firstName)} order {data.orderNumber} was delivered on {mailDate(data.deliveredAt)}. We hope your pet loves it.
      </Paragraph>
      <Paragraph>If something is not right, you can return it until {mailDate(data.returnBy)} from your account.</Paragraph>
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
