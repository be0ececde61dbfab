import { ComingSoon } from '../components/ComingSoon';

export default function ProductDetailsPage() {
  return <ComingSoon title="Product details" />;
}
