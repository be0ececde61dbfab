import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Return, ReturnStatus } from '@petshop/contract';
import { formatDate } from './OrderCard';
import { REIMBURSEMENTS } from './returnOptions';

const STATUS: Record<ReturnStatus, { label: string; bg: string; fg: string }> = {
  requested: { label: 'Requested, under review', bg: '#FCEFC2', fg: '#6B4E00' },
  approved: { label: 'Approved', bg: '#DCEBF7', fg: '#1B4B72' },
  rejected: { label: 'Rejected', bg: '#F9D6D5', fg: '#8E1C17' },
  received: { label: 'Received', bg: '#DCEBF7', fg: '#1B4B72' },
  refunded: { label: 'Reimbursed', bg: '#D5EDE4', fg: '#134A3D' },
};

function ReturnCard({ item }: { item: Return }) {
  const status = STATUS[item.status];
  const reimbursement = REIMBURSEMENTS.find((r) => r.value === item.returnPaymentMethod)?.label ?? item.returnPaymentMethod;
  return (
    <Card component="article" aria-label={`Return ${item.returnNumber}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontWeight: 800 }}>Return {item.returnNumber}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Requested on {formatDate(item.createdAt)} · {reimbursement}
          </Typography>
        </Box>
        <Chip size="small" label={status.label} sx={{ bgcolor: status.bg, color: status.fg, fontWeight: 700 }} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {item.orders.flatMap((order) => order.products.map((p) => p.name)).join(', ')}
      </Typography>
      {item.voucherCode && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700, color: 'secondary.main' }}>
          Voucher code: {item.voucherCode}
        </Typography>
      )}
    </Card>
  );
}

/** The shopper's return requests and where each stands. */
export function MyReturns({ returns }: { returns: readonly Return[] }) {
  return (
    <Box component="section" aria-labelledby="my-returns-title">
      <Typography id="my-returns-title" variant="h3" sx={{ fontSize: '1.2rem !important', mb: 2 }}>
        My returns
      </Typography>
      {returns.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>You have not requested any returns.</Typography>
      ) : (
        <Stack spacing={2}>
          {returns.map((item) => (
            <ReturnCard key={item._id} item={item} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
