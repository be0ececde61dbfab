import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { PageBanner } from '../components/PageBanner';
import { ShopEmptyState } from '../components/ShopEmptyState';
import { useCart } from '../lib/ShopContext';
import { usePageTitle } from '../lib/usePageTitle';

/** /cartitems: the lines, with quantities the shopper can change, and the Order Summary. */
export default function CartPage() {
  usePageTitle('Cart');
  const cart = useCart();
  const empty = cart.items.length === 0;

  return (
    <>
      <PageBanner title="Your cart" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="cart-lines">
            <Typography id="cart-lines" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
              {empty ? 'Cart items' : `Cart items (${cart.count})`}
            </Typography>
            {cart.loading && empty ? (
              <Box aria-busy="true" aria-label="Loading your cart">
                <Skeleton variant="rounded" height={128} sx={{ mb: 2 }} />
                <Skeleton variant="rounded" height={128} />
              </Box>
            ) : empty ? (
              <ShopEmptyState icon={<ShoppingCartOutlinedIcon />} title="Your cart is empty">
                Find something your pet will love and it will show up here.
              </ShopEmptyState>
            ) : (
              <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {cart.items.map((item) => (
                  <li key={item.product._id}>
                    <CartLine item={item} />
                  </li>
                ))}
              </Box>
            )}
            <Button component={RouterLink} to="/products" variant="outlined" sx={{ mt: 3 }}>
              Continue Shopping
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CartSummary subtotal={cart.totalAmount} empty={empty} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
