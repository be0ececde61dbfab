import { Layout } from './layout.js';
import { Note, Paragraph, Title } from './parts.js';
import { mailDateTime } from './format.js';
import { defineTemplate } from './template.js';

/** A message from the contact page or the FAQ, sent to the shop's support address with the sender as Reply-To. */
export interface ContactMessageData {
  source: 'contact' | 'faq';
  name: string | null;
  email: string;
  subject: string;
  message: string | null;
  /** ISO time it was received. */
  receivedAt: string;
  /** contact_messages.id, to find it again. */
  messageId: string;
}

const FROM_PAGE = { contact: 'contact page', faq: 'FAQ page' } as const;

export const contactMessage = defineTemplate<ContactMessageData>({
  subject: (data) => `[${data.source === 'faq' ? 'FAQ' : 'Contact'}] ${data.subject}`,
  component: ({ data, shop }) => (
    <Layout preview={`${data.name ?? data.email} wrote from the ${FROM_PAGE[data.source]}.`} shop={shop}>
      <Title>{data.subject}</Title>
      <Paragraph>
        {data.name ? `${data.name} (${data.email})` : data.email} wrote from the {FROM_PAGE[data.source]} on {mailDateTime(data.receivedAt)}. Reply to this mail
        to answer them.
      </Paragraph>
      <Note>{data.message ?? '(no message, only the subject)'}</Note>
      <Paragraph>Message {data.messageId}</Paragraph>
    </Layout>
  ),
});
