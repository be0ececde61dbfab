import { Layout } from './layout.js';
import { Amounts, ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/**
 * A mail that says the shop's mail works: what the tests send through the outbox, and the sample
 * to copy for a new template (its data type, subject, preview, and the shared parts).
 */
export interface MailCheckData {
  /** Whom it greets. */
  name: string;
  /** Why it was sent, in a few words. */
  reason: string;
  /** An amount, to show rupees as the storefront does. */
  sampleAmount: number;
}

export const mailCheck = defineTemplate<MailCheckData>({
  subject: (data) => `Mail from Pawsome Supplies works: ${data.reason}`,
  component: ({ data, shop }) => (
    <Layout preview={`Hello ${data.name}, this is a test mail from the shop.`} shop={shop}>
      <Title>Hello {data.name}</Title>
      <Paragraph>This is a test mail from the shop ({data.reason}). If you can read it, mail reaches you.</Paragraph>
      <Amounts lines={[{ label: 'Sample amount', amount: data.sampleAmount }]} total={{ label: 'Total', amount: data.sampleAmount }} />
      <ButtonLink href={shop.link('/products')}>Visit the shop</ButtonLink>
    </Layout>
  ),
});
