import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { checkVoucher } from '../../api/vouchers';
import { formatRupees } from '../../lib/formatRupees';

export interface AppliedVoucher {
  code: string;
  balance: number;
}

/** The optional store-voucher code: checked against the shopper's vouchers before it is sent with the order. */
export function VoucherField({
  applied,
  total,
  onApply,
}: {
  applied: AppliedVoucher | null;
  total: number;
  onApply: (voucher: AppliedVoucher | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

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

  if (applied) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={() => onApply(null)}>
            Remove
          </Button>
        }
      >
        Voucher {applied.code} takes {formatRupees(Math.min(applied.balance, total))} off (balance {formatRupees(applied.balance)}).
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={apply} aria-label="Store voucher" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Store voucher code"
        placeholder="PSV-…"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? 'Optional: a code from a return reimbursed by store voucher'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="outlined" disabled={checking} sx={{ flexShrink: 0, mt: 0.25 }}>
        {checking ? 'Checking…' : 'Apply'}
      </Button>
    </Box>
  );
}
