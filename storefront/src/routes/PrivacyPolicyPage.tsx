import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { SHOP_CONTACT, SHOP_NAME } from '../lib/brand';
import { usePageTitle } from '../lib/usePageTitle';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    paragraphs: [
      'When you create an account or place an order we collect your name, email address, delivery addresses and mobile number, and the details of your orders, returns and reviews.',
      'Payments are processed by our payment provider. We never see or store your full card number, UPI PIN or net-banking password.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your information to deliver your orders, process payments, refunds and returns, answer your questions and keep your account secure.',
      'If you subscribe to our newsletter we send you pet-care tips and offers. You can unsubscribe at any time.',
    ],
  },
  {
    heading: 'Sharing',
    paragraphs: [
      'We share only what is needed with the courier that delivers your parcel and the payment provider that processes your payment. We do not sell your personal information.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: ['We keep a sign-in token in your browser’s local storage so you stay logged in. Logging out removes it.'],
  },
  {
    heading: 'Children’s privacy',
    paragraphs: [
      `${SHOP_NAME} is not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, contact us and we will delete it.`,
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can view and update your addresses in My Account, and ask us for a copy of your data or for its deletion, subject to what we must keep by law (for example invoices).',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [`For any privacy question write to ${SHOP_CONTACT.email}.`],
  },
];

export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="1 January 2025"
      intro={`This policy explains what personal information ${SHOP_NAME} collects, why, and the choices you have.`}
      sections={SECTIONS}
    />
  );
}
