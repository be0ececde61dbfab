import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatRupees } from '../../lib/formatRupees';
import { useVoucherCode } from './useVoucherCode';

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
  const { code, error, checking, change, apply } = useVoucherCode(onApply);

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
        onChange={change}
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
