import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { Address } from '@petshop/contract';
import { useEffect, useState } from 'react';
import { listAddresses } from '../api/addresses';
import { AddressStep } from '../components/checkout/AddressStep';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps';
import { OrderSummary } from '../components/checkout/OrderSummary';
import { PaymentMethod } from '../components/checkout/PaymentMethod';
import { usePlaceOrder } from '../components/checkout/usePlaceOrder';
import type { AppliedVoucher } from '../components/checkout/VoucherField';
import { PageBanner } from '../components/PageBanner';
import { PanelLoading } from '../components/PanelLoading';
import { useLoad } from '../lib/useLoad';
import { ShopEmptyState } from '../components/ShopEmptyState';
import { useCart } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { usePageTitle } from '../lib/usePageTitle';

/** The default address, else the first, else none. */
const NO_ADDRESS = 'no-address';

const preferred = (book: readonly Address[]) => (book.find((a) => a.defaultAddress) ?? book[0])?._id ?? null;

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const cart = useCart();
  const { data: addresses, error, reload, setData: setAddresses } = useLoad<Address[]>(listAddresses);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [step, setStep] = useState(1);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const { place, placing } = usePlaceOrder();

  // Keep a valid choice as the book loads or changes: a removed address cannot stay selected.
  useEffect(() => {
    if (addresses && !addresses.some((a) => a._id === selectedId)) setSelectedId(preferred(addresses));
    if (selectedId) toast.dismiss(NO_ADDRESS); // the reminder has been answered
  }, [addresses, selectedId]);

  const selected = addresses?.find((a) => a._id === selectedId) ?? null;
  const voucherAmount = voucher ? Math.min(voucher.balance, cart.totalAmount) : 0;

  const continueToPayment = () => {
    if (!selected) {
      toast.error('Please select a delivery address', { id: NO_ADDRESS });
      return;
    }
    setStep(2);
  };

  const placeOrder = () => {
    if (!selected) {
      toast.error('Please select a delivery address', { id: NO_ADDRESS });
      setStep(1);
      return;
    }
    setStep(3);
    void place({ addressId: selected._id, voucherCode: voucher?.code });
  };

  const body = () => {
    if (cart.loading && cart.items.length === 0) return <PanelLoading label="Loading your cart" />;
    if (cart.items.length === 0 && !placing) {
      return (
        <ShopEmptyState icon={<ShoppingCartOutlinedIcon />} title="Your cart is empty">
          Add something your pet will love, then come back to check out.
        </ShopEmptyState>
      );
    }
    if (error) {
      return (
        <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
          Your addresses could not be loaded.
        </Alert>
      );
    }
    if (!addresses) return <PanelLoading label="Loading your addresses" />;
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
        <Box>
          {step === 1 || !selected ? (
            <AddressStep addresses={addresses} selectedId={selectedId} onSelect={setSelectedId} onBookChange={setAddresses} onContinue={continueToPayment} />
          ) : (
            <PaymentMethod address={selected} onChangeAddress={() => setStep(1)} voucher={voucher} total={cart.totalAmount} onVoucher={setVoucher} />
          )}
        </Box>
        <OrderSummary
          items={cart.items}
          subtotal={cart.totalAmount}
          voucherAmount={voucherAmount}
          action={
            step > 1 && (
              <Button variant="contained" size="large" fullWidth onClick={placeOrder} disabled={placing}>
                {placing ? 'Placing your order…' : 'Place Order'}
              </Button>
            )
          }
        />
      </Box>
    );
  };

  return (
    <>
      <PageBanner title="Checkout" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CheckoutSteps step={step} />
        {body()}
      </Container>
    </>
  );
}
