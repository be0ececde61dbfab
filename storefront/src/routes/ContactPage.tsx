import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { TwoColumnPage } from '../components/TwoColumnPage';
import { usePageTitle } from '../lib/usePageTitle';

export default function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <TwoColumnPage
      title="Contact Us"
      subtitle="Questions about an order, a product or your pet’s needs? We are happy to help."
      wide={<ContactForm />}
      narrow={<ContactDetails />}
    />
  );
}
