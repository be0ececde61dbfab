import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { SHOP_CONTACT, SHOP_NAME } from '../lib/brand';
import { usePageTitle } from '../lib/usePageTitle';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Eligibility',
    paragraphs: ['You must be 18 years of age or over to create an account and place orders.'],
  },
  {
    heading: 'Orders and prices',
    paragraphs: [
      'All prices are in Indian rupees (₹). The amount charged is the total shown when you place your order, calculated from our current catalogue.',
      'An order is confirmed once payment succeeds. If payment fails or is cancelled, the order is cancelled.',
    ],
  },
  {
    heading: 'Shipping',
    paragraphs: ['Standard shipping is free on all orders. Delivery times are estimates and may vary with location and season.'],
  },
  {
    heading: 'Returns and exchanges',
    paragraphs: [
      'You may request a return or exchange within 30 days of delivery from the Return section of My Account.',
      'Refunds are made by your chosen method: a store voucher, a refund to the original payment method, or a replacement product. Shipping fees are non-refundable.',
    ],
  },
  {
    heading: 'Reviews',
    paragraphs: ['Reviews must be honest and about the product. We may hide reviews that are abusive, off-topic or misleading.'],
  },
  {
    heading: 'Governing law',
    paragraphs: ['These terms are governed by the laws of India.'],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about these terms? Write to ${SHOP_CONTACT.email}.`],
  },
];

export default function TermsPage() {
  usePageTitle('Terms & Conditions');
  return (
    <LegalDocument
      title="Terms & Conditions"
      updated="1 January 2025"
      intro={`These terms apply when you shop with ${SHOP_NAME}. By placing an order you accept them.`}
      sections={SECTIONS}
    />
  );
}
