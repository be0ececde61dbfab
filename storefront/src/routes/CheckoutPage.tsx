import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Container from '@mui/material/Container';
import { CheckoutForm } from '../components/checkout/CheckoutForm';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps';
import { useCheckout } from '../components/checkout/useCheckout';
import { PageBanner } from '../components/PageBanner';
import { PanelLoading } from '../components/PanelLoading';
import { ShopEmptyState } from '../components/ShopEmptyState';
import { usePageTitle } from '../lib/usePageTitle';
import { LoadFailed } from '../components/LoadFailed';

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const checkout = useCheckout();
  const { cart, addressBook, placing } = checkout;

  const body = () => {
    if (cart.loading && cart.items.length === 0) return <PanelLoading label="Loading your cart" />;
    if (cart.items.length === 0 && !placing) {
      return (
        <ShopEmptyState icon={<ShoppingCartOutlinedIcon />} title="Your cart is empty">
          Add something your pet will love, then come back to check out.
        </ShopEmptyState>
      );
    }
    if (addressBook.error) {
      return <LoadFailed onRetry={addressBook.reload}>Your addresses could not be loaded.</LoadFailed>;
    }
    if (!addressBook.data) return <PanelLoading label="Loading your addresses" />;
    return <CheckoutForm checkout={checkout} addresses={addressBook.data} />;
  };

  return (
    <>
      <PageBanner title="Checkout" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CheckoutSteps step={checkout.step} />
        {body()}
      </Container>
    </>
  );
}
