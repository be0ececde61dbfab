import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { checkVoucher } from '../../api/vouchers';
import type { AppliedVoucher } from './VoucherField';

/** The typed voucher code and its message, and checking it: a voucher with a balance is applied and the field emptied. */
export function useVoucherCode(onApply: (voucher: AppliedVoucher | null) => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(event.target.value);
    setError(null);
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter a voucher code');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const voucher = await checkVoucher(code);
      if (voucher.balance <= 0) setError('This voucher has been spent in full');
      else {
        onApply(voucher);
        setCode('');
      }
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 404 ? 'Voucher not found' : 'The voucher could not be checked. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  return { code, error, checking, change, apply };
}
