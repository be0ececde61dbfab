import { ComingSoon } from '../components/ComingSoon';

export default function WishlistPage() {
  return <ComingSoon title="Wishlist" />;
}
