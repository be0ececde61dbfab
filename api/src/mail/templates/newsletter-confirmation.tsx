import { Link } from '@react-email/link';
import { colors } from './brand.js';
import { Layout } from './layout.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** Confirms a newsletter sign-up, with a link that unsubscribes the address. */
export interface NewsletterConfirmationData {
  email: string;
  /** The signed unsubscribe token (messages/newsletter-tokens.ts); the link carries it to GET /api/newsletter/unsubscribe. */
  unsubscribeToken: string;
}

/** The link a newsletter mail unsubscribes with. */
export const unsubscribePath = (token: string) => `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export const newsletterConfirmation = defineTemplate<NewsletterConfirmationData>({
  subject: () => 'You are subscribed to the Pawsome Supplies newsletter',
  component: ({ data, shop }) => (
    <Layout preview="New arrivals, offers and pet care tips, about once a month." shop={shop}>
      <Title>Thank you for subscribing</Title>
      <Paragraph>{data.email} now gets our newsletter: new arrivals, offers and pet care tips for dogs and cats, about once a month.</Paragraph>
      <ButtonLink href={shop.link('/products')}>Browse the shop</ButtonLink>
      <Paragraph>
        Did not sign up, or changed your mind?{' '}
        <Link href={shop.link(unsubscribePath(data.unsubscribeToken))} style={{ color: colors.orange, textDecoration: 'underline' }}>
          Unsubscribe
        </Link>{' '}
        with one click.
      </Paragraph>
    </Layout>
  ),
});
