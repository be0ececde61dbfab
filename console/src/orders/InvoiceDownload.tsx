import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { download } from '../download';
import { errorMessage } from './orderApi';
import type { Order } from './types';

/** The order's invoice to download, once the worker has issued it (right after the payment). */
export function InvoiceDownload({ order }: { order: Order }) {
  const notify = useNotify();
  if (!order.invoice) return <>Not issued yet</>;
  const { number } = order.invoice;
  const save = () =>
    download(`/api/orders/${encodeURIComponent(String(order.id))}/invoice`, 'invoice.pdf').catch((error: unknown) =>
      notify(errorMessage(error), { type: 'error' }),
    );
  return (
    <Button size="small" startIcon={<ReceiptLongIcon />} onClick={save} sx={{ px: 0 }} aria-label={`Download invoice ${number}`}>
      {number}
    </Button>
  );
}
