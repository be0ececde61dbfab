import type { Address } from '@petshop/contract';
import { useEffect, useState } from 'react';
import { listAddresses } from '../../api/addresses';
import { useCart } from '../../lib/ShopContext';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { usePlaceOrder } from './usePlaceOrder';
import type { AppliedVoucher } from './VoucherField';

const NO_ADDRESS = 'no-address';

/** The default address, else the first, else none. */
const preferred = (book: readonly Address[]) => (book.find((a) => a.defaultAddress) ?? book[0])?._id ?? null;

/** The checkout's address book and chosen address, its step, the voucher applied, and placing the order. */
export function useCheckout() {
  const cart = useCart();
  const addressBook = useLoad<Address[]>(listAddresses);
  const addresses = addressBook.data;
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

  return { cart, addressBook, selectedId, setSelectedId, selected, step, setStep, voucher, setVoucher, voucherAmount, placing, continueToPayment, placeOrder };
}

export type Checkout = ReturnType<typeof useCheckout>;
