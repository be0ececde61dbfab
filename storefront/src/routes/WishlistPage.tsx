import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBanner } from '../components/PageBanner';
import { WishlistList } from '../components/WishlistList';
import { useWishlist } from '../lib/ShopContext';
import { usePageTitle } from '../lib/usePageTitle';

/** /wishlist: the server wishlist, which follows the shopper across devices. */
export default function WishlistPage() {
  usePageTitle('Wishlist');
  const { count } = useWishlist();
  return (
    <>
      <PageBanner title="Wishlist" subtitle="Everything you have saved for later, kept on your account." />
      <Container maxWidth="lg" component="section" aria-labelledby="wishlist-items" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography id="wishlist-items" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
          {count > 0 ? `Saved items (${count})` : 'Saved items'}
        </Typography>
        <WishlistList headingLevel="h3" />
      </Container>
    </>
  );
}
