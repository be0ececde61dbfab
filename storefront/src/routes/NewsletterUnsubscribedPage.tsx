import LinkOffIcon from '@mui/icons-material/LinkOff';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useSearchParams } from 'react-router-dom';
import { ResultPanel } from '../components/ResultPanel';
import { usePageTitle } from '../lib/usePageTitle';

/** Where the newsletter mail's unsubscribe link lands (GET /api/newsletter/unsubscribe redirects here, `?link=invalid` for a link that is not ours). */
export default function NewsletterUnsubscribedPage() {
  const [params] = useSearchParams();
  const invalid = params.get('link') === 'invalid';
  usePageTitle(invalid ? 'Unsubscribe link not valid' : 'Unsubscribed');
  const shop = { to: '/products', label: 'Continue shopping' };
  if (invalid) {
    return (
      <ResultPanel icon={<LinkOffIcon color="error" />} title="This unsubscribe link is not valid" links={[shop, { to: '/contact-us', label: 'Contact us' }]}>
        It may have been cut short when it was copied. Use the link in the newsletter mail as it is, or write to us and we will take your address off the list.
      </ResultPanel>
    );
  }
  return (
    <ResultPanel icon={<MarkEmailReadOutlinedIcon color="primary" />} title="You are unsubscribed" links={[shop]}>
      You will get no more newsletters from us. Changed your mind? Sign up again on our home page.
    </ResultPanel>
  );
}
