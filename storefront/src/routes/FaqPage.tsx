import { FaqList } from '../components/FaqList';
import { SupportForm } from '../components/SupportForm';
import { TwoColumnPage } from '../components/TwoColumnPage';
import { usePageTitle } from '../lib/usePageTitle';

export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <TwoColumnPage
      title="Frequently Asked Questions"
      subtitle="Quick answers about orders, delivery, returns and payments."
      wide={<FaqList />}
      narrow={<SupportForm />}
    />
  );
}
