import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Voucher } from '@petshop/contract';
import { listVouchers } from '../../api/vouchers';
import { formatRupees } from '../../lib/formatRupees';
import { formatDate } from './OrderCard';
import { PanelLoading } from '../PanelLoading';
import { useLoad } from '../../lib/useLoad';
import { LoadFailed } from '../LoadFailed';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  return (
    <Card component="article" aria-label={`Voucher ${voucher.code}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 800, fontSize: '1.15rem', letterSpacing: '0.04em' }}>{voucher.code}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Issued on {formatDate(voucher.issuedAt)} for {formatRupees(voucher.amount)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Balance
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', color: voucher.balance > 0 ? 'secondary.main' : 'text.secondary' }}>
            {formatRupees(voucher.balance)}
          </Typography>
        </Box>
      </Box>
      {voucher.redemptions.length > 0 && (
        <Box component="ul" aria-label={`Orders paid with ${voucher.code}`} sx={{ m: 0, mt: 2, pl: 2.5, color: 'text.secondary' }}>
          {voucher.redemptions.map((r) => (
            <li key={`${r.orderId}-${r.at}`}>
              {formatRupees(r.amount)} toward order {r.orderNumber} on {formatDate(r.at)}
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}

/** Vouchers tab: store vouchers from returns reimbursed by voucher, spendable at checkout. */
export function VouchersPanel() {
  const { data: vouchers, error, reload } = useLoad<Voucher[]>(listVouchers);
  if (error) {
    return <LoadFailed onRetry={reload}>Your vouchers could not be loaded.</LoadFailed>;
  }
  if (!vouchers) return <PanelLoading label="Loading your vouchers" />;
  if (vouchers.length === 0) {
    return <Typography>You have no store vouchers. A return reimbursed by store voucher gives you one to spend at checkout.</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>Enter a code at checkout to pay with it; what is left stays on the voucher.</Typography>
      {vouchers.map((voucher) => (
        <VoucherCard key={voucher._id} voucher={voucher} />
      ))}
    </Stack>
  );
}
