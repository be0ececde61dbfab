import { ComingSoon } from '../components/ComingSoon';

export default function CartPage() {
  return <ComingSoon title="Cart" />;
}
