import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Address } from '@petshop/contract';
import { AddressStep } from './AddressStep';
import { OrderSummary } from './OrderSummary';
import { PaymentMethod } from './PaymentMethod';
import type { Checkout } from './useCheckout';

/** The address step, or the payment step once an address is chosen, beside the order summary (with Place Order from step 2). */
export function CheckoutForm({ checkout, addresses }: { checkout: Checkout; addresses: Address[] }) {
  const { cart, selectedId, setSelectedId, selected, step, setStep, voucher, setVoucher, voucherAmount, placing, continueToPayment, placeOrder } = checkout;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
      <Box>
        {step === 1 || !selected ? (
          <AddressStep
            addresses={addresses}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onBookChange={checkout.addressBook.setData}
            onContinue={continueToPayment}
          />
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
}
