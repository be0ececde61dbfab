import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { rupees } from './format.js';
import { defineTemplate } from './template.js';
import type { DocumentRef } from '../attachments.js';

/** The provider confirmed a refund of an order (cancelled, or paid after it was given up). Refunds of returns have their own mail. */
export interface OrderRefundedData {
  firstName: string | null;
  orderNumber: string;
  /** This refund, in rupees. */
  amount: number;
  /** True when everything paid online has now been given back; false for part of it. */
  full: boolean;
  /** What was paid online, and what has been refunded of it so far (this refund included). */
  paid: number;
  refundedSoFar: number;
  reason: 'order_cancelled' | 'paid_after_cancellation';
  /** A cancelled order's refund comes with its credit note, attached by the sender. */
  creditNoteNumber?: string;
  attachment?: DocumentRef;
}

const why: Record<OrderRefundedData['reason'], string> = {
  order_cancelled: 'because the order was cancelled',
  paid_after_cancellation: 'because your payment reached us after the order had been cancelled',
};

export const orderRefunded = defineTemplate<OrderRefundedData>({
  subject: (data) => `${data.full ? 'Refund' : 'Partial refund'} of ${rupees(data.amount)} for order ${data.orderNumber}`,
  component: ({ data, shop }) => (
    <Layout preview={`We have refunded ${rupees(data.amount)} for order ${data.orderNumber}.`} shop={shop}>
      <Title>{data.full ? 'Your refund is on its way' : 'Part of your payment is on its way back'}</Title>
      <Paragraph>
        {greeting(data.firstName)} we have refunded {rupees(data.amount)} for order {data.orderNumber} {why[data.reason]}.{' '}
        {data.full
          ? `That is all you paid online (${rupees(data.paid)}).`
          : `That makes ${rupees(data.refundedSoFar)} of the ${rupees(data.paid)} you paid online refunded so far.`}
      </Paragraph>
      <Paragraph>It goes back to the way you paid and usually shows in your account within 5 to 7 working days.</Paragraph>
      {data.creditNoteNumber && <Paragraph>Credit note {data.creditNoteNumber} for it is attached to this mail.</Paragraph>}
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
