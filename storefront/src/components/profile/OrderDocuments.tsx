import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import type { Order } from '@petshop/contract';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { downloadCreditNote, downloadInvoice } from '../../api/orders';
import { toast } from '../../lib/toast';

/** The order's invoice (issued as soon as it is paid) and a credit note for each refund, to download. */
export function OrderDocuments({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  const save = (download: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not download the document');
    } finally {
      setBusy(false);
    }
  };
  const documents = [
    ...(order.invoice ? [{ label: 'Invoice', number: order.invoice.number, download: () => downloadInvoice(order._id) }] : []),
    ...order.creditNotes.map(({ number }) => ({ label: 'Credit note', number, download: () => downloadCreditNote(order._id, number) })),
  ];
  return documents.map(({ label, number, download }) => (
    <Button
      key={number}
      size="small"
      startIcon={<ReceiptLongIcon />}
      onClick={save(download)}
      disabled={busy}
      aria-label={`Download ${label.toLowerCase()} ${number}`}
    >
      {label}
    </Button>
  ));
}
