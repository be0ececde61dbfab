import type { CustomerCancellationReason } from '../../ordering/index.js';
import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { rupees } from './format.js';
import { defineTemplate } from './template.js';

/** An order that was never paid was cancelled: the shopper closed the payment window, the payment failed, or it never came. */
export interface OrderCancelledUnpaidData {
  firstName: string | null;
  orderNumber: string;
  reason: CustomerCancellationReason;
  total: number;
  /** What a store voucher had paid of it, now back on the voucher; null when none did. */
  voucherReturned: { code: string; amount: number } | null;
}

/** The reason in the shopper's words: what happened, not the code the shop keeps. */
export const unpaidCancellationWords: Record<CustomerCancellationReason, string> = {
  payment_dismissed: 'the payment window was closed before the payment was made',
  payment_failed: 'the payment did not go through',
  sdk_missing: 'the payment window could not be opened in your browser',
  payment_timeout: 'we did not receive the payment in time',
  customer: 'you cancelled it',
};

export const orderCancelledUnpaid = defineTemplate<OrderCancelledUnpaidData>({
  subject: (data) => `Order ${data.orderNumber} was cancelled: not paid`,
  component: ({ data, shop }) => (
    <Layout preview={`Order ${data.orderNumber} was cancelled because ${unpaidCancellationWords[data.reason]}.`} shop={shop}>
      <Title>Your order was cancelled</Title>
      <Paragraph>
        {greeting(data.firstName)} order {data.orderNumber} ({rupees(data.total)}) was cancelled because {unpaidCancellationWords[data.reason]}. No payment was
        taken for it; if your bank shows one, it comes back to you automatically.
      </Paragraph>
      {data.voucherReturned ? (
        <Paragraph>
          The {rupees(data.voucherReturned.amount)} your store voucher {data.voucherReturned.code} paid is back on the voucher.
        </Paragraph>
      ) : null}
      <Paragraph>Your items are still in your cart if you would like to try again.</Paragraph>
      <ButtonLink href={shop.link('/cartitems')}>Go to your cart</ButtonLink>
    </Layout>
  ),
});
