import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { Amounts, ButtonLink, Note, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** Staff refunded a return the shopper chose to be refunded for (vouchers and replacements have their own mails). */
export interface ReturnRefundedData {
  firstName: string | null;
  returnNumber: string;
  /** What each order gives back for its returned items. */
  orders: { orderNumber: string; amount: number }[];
  total: number;
  note: string | null;
}

export const returnRefunded = defineTemplate<ReturnRefundedData>({
  subject: (data) => `Your return ${data.returnNumber} is refunded`,
  component: ({ data, shop }) => (
    <Layout preview={`We are refunding the items of return ${data.returnNumber}.`} shop={shop}>
      <Title>Your return is refunded</Title>
      <Paragraph>
        {greeting(data.firstName)} your items of return {data.returnNumber} reached us and we are refunding them:
      </Paragraph>
      <Amounts
        lines={data.orders.map((order) => ({ label: `Order ${order.orderNumber}`, amount: order.amount }))}
        total={{ label: 'Refund', amount: data.total }}
      />
      {data.note ? <Note>{data.note}</Note> : null}
      <Paragraph>
        What you paid online goes back the way you paid and usually shows within 5 to 7 working days; any part a store voucher paid goes back on the voucher.
      </Paragraph>
      <ButtonLink href={shop.link('/profile?tab=return')}>View your returns</ButtonLink>
    </Layout>
  ),
});
