import CreditCardIcon from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';
import { type AppliedVoucher, VoucherField } from './VoucherField';

interface PaymentMethodProps {
  address: Address;
  onChangeAddress: () => void;
  voucher: AppliedVoucher | null;
  total: number;
  onVoucher: (voucher: AppliedVoucher | null) => void;
}

/** Step 2: where it goes, how it is paid (Razorpay's widget), and an optional store voucher. */
export function PaymentMethod({ address, onChangeAddress, voucher, total, onVoucher }: PaymentMethodProps) {
  return (
    <>
      <Card sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
              Delivering to {address.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {address.address}, {address.area}, {address.city}, {address.state} {address.zip} · {address.mobile}
            </Typography>
          </Box>
          <Button size="small" onClick={onChangeAddress} sx={{ alignSelf: 'flex-start' }} aria-label="Change delivery address">
            Change
          </Button>
        </Box>
      </Card>
      <Card component="section" aria-labelledby="payment-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="payment-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Payment Method
        </Typography>
        {/* One way to pay today; a group, so another method can join it. */}
        <RadioGroup value="razorpay" aria-labelledby="payment-title">
          <FormControlLabel
            value="razorpay"
            control={<Radio />}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CreditCardIcon color="primary" aria-hidden />
                <span>
                  <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                    Pay online with Razorpay
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    Cards, UPI, net banking and wallets, in a secure window
                  </Typography>
                </span>
              </Box>
            }
          />
        </RadioGroup>
        <Box sx={{ mt: 3 }}>
          <VoucherField applied={voucher} total={total} onApply={onVoucher} />
        </Box>
      </Card>
    </>
  );
}
