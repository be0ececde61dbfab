import type { DocumentRef } from '../attachments.js';
import { rupees } from './format.js';
import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** A return's refund went through: its credit note, attached by the sender (the return's own mail told of the refund). */
export interface CreditNoteIssuedData {
  firstName: string | null;
  orderNumber: string;
  creditNoteNumber: string;
  amount: number;
  attachment: DocumentRef;
}

export const creditNoteIssued = defineTemplate<CreditNoteIssuedData>({
  subject: (data) => `Credit note ${data.creditNoteNumber} for order ${data.orderNumber}`,
  component: ({ data, shop }) => (
    <Layout preview={`Your credit note for ${rupees(data.amount)} returned on order ${data.orderNumber}.`} shop={shop}>
      <Title>Your credit note</Title>
      <Paragraph>
        {greeting(data.firstName)} the refund of {rupees(data.amount)} for the products you returned from order {data.orderNumber} has gone through. Credit note{' '}
        {data.creditNoteNumber} for it is attached to this mail, for your records.
      </Paragraph>
      <ButtonLink href={shop.link('/profile?tab=orders')}>View your orders</ButtonLink>
    </Layout>
  ),
});
