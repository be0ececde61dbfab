import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import type { Order } from '@petshop/contract';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { downloadInvoice } from '../../api/orders';
import { toast } from '../../lib/toast';

/** Downloads the order's invoice once it has one (it is issued as soon as the payment is). */
export function InvoiceButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  if (!order.invoice) return null;
  const save = async () => {
    setBusy(true);
    try {
      await downloadInvoice(order._id);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not download the invoice');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="text" startIcon={<ReceiptLongIcon />} onClick={save} disabled={busy} aria-label={`Download invoice ${order.invoice.number}`}>
      Invoice
    </Button>
  );
}
