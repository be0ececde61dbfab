import { ComingSoon } from '../components/ComingSoon';

export default function ProductsPage() {
  return <ComingSoon title="Products" />;
}
