import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Note, Paragraph, Title } from './parts.js';
import { rupees } from './format.js';
import { defineTemplate } from './template.js';

/** Staff cancelled the order. */
export interface OrderCancelledByShopData {
  firstName: string | null;
  orderNumber: string;
  /** The reason staff gave, when it is meant for the shopper (see the worker's order mails); null otherwise. */
  reason: string | null;
  /** What the payment provider gives back (0 when nothing was paid online). */
  refund: number;
  /** What a store voucher had paid, now back on it; null when none did. */
  voucherReturned: { code: string; amount: number } | null;
}

export const orderCancelledByShop = defineTemplate<OrderCancelledByShopData>({
  subject: (data) => `Order ${data.orderNumber} was cancelled`,
  component: ({ data, shop }) => (
    <Layout preview={`We are sorry: we had to cancel order ${data.orderNumber}.`} shop={shop}>
      <Title>We cancelled your order</Title>
      <Paragraph>
        {greeting(data.firstName)} we are sorry: we had to cancel order {data.orderNumber}.
      </Paragraph>
      {data.reason ? <Note>{data.reason}</Note> : null}
      {data.refund > 0 ? (
        <Paragraph>
          The {rupees(data.refund)} you paid is being refunded to the way you paid; it usually shows in your account within 5 to 7 working days.
        </Paragraph>
      ) : null}
      {data.voucherReturned ? (
        <Paragraph>
          The {rupees(data.voucherReturned.amount)} your store voucher {data.voucherReturned.code} paid is back on the voucher.
        </Paragraph>
      ) : null}
      <Paragraph>If you have a question about it, write to us from the contact page.</Paragraph>
      <ButtonLink href={shop.link('/contact-us')}>Contact us</ButtonLink>
    </Layout>
  ),
});
