import { toPaise } from '../../platform/money.js';
import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { Amounts, ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** How the shopper chose to be reimbursed (the contract's ReturnPaymentMethod). */
export type ReturnMethod = 'refund' | 'store voucher' | 'replacement product';

export interface MailReturnedItem {
  name: string;
  quantity: number;
  unitPrice: number;
  orderNumber: string;
}

/** A shopper asked to return products; staff will approve or reject it. */
export interface ReturnReceivedData {
  firstName: string | null;
  returnNumber: string;
  items: MailReturnedItem[];
  method: ReturnMethod;
  methodForReturning: string;
}

/** What the shopper gets once the return is received, in their words. */
export const reimbursementWords: Record<ReturnMethod, string> = {
  refund: 'a refund to the way you paid',
  'store voucher': 'a store voucher for the value of the items',
  'replacement product': 'the same products sent again at no charge',
};

export const returnReceived = defineTemplate<ReturnReceivedData>({
  subject: (data) => `We received your return request ${data.returnNumber}`,
  component: ({ data, shop }) => (
    <Layout preview={`Return ${data.returnNumber} is under review.`} shop={shop}>
      <Title>Your return request is under review</Title>
      <Paragraph>
        {greeting(data.firstName)} we received return request {data.returnNumber} for these items:
      </Paragraph>
      <Amounts
        lines={data.items.map((item) => ({
          label: `${item.name} (order ${item.orderNumber})`,
          detail: `× ${item.quantity}`,
          amount: (toPaise(item.unitPrice) * item.quantity) / 100,
        }))}
      />
      <Paragraph>
        You asked for {reimbursementWords[data.method]}; the way back you chose: {data.methodForReturning}. We will write to you once we have looked at your
        request.
      </Paragraph>
      <ButtonLink href={shop.link('/profile?tab=return')}>View your returns</ButtonLink>
    </Layout>
  ),
});
