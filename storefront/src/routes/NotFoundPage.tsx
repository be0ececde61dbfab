import PetsIcon from '@mui/icons-material/Pets';
import { ResultPanel } from '../components/ResultPanel';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <ResultPanel
      icon={<PetsIcon color="primary" />}
      title="Page not found"
      links={[
        { to: '/', label: 'Back to home' },
        { to: '/products', label: 'Browse products' },
      ]}
    >
      We sniffed everywhere but could not find that page. It may have moved, or the link may be mistyped.
    </ResultPanel>
  );
}
