import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRupees } from '../money';
import type { ProviderPayment, ProviderView } from './types';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

function SimpleTable({ label, columns, rows, empty }: { label: string; columns: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole from each answer
            <TableRow key={row}>
              {cells.map((cell, column) => (
                <TableCell key={columns[column]} sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ProviderPayments({ payments }: { payments: ProviderPayment[] }) {
  return (
    <SimpleTable
      label="Provider's payments"
      columns={['Payment id', 'Amount', 'Status', 'Method', 'Captured', 'Refunded', 'Error', 'Created']}
      rows={payments.map((payment) => [
        payment.id,
        formatRupees(payment.amount),
        payment.status,
        payment.method ?? '—',
        payment.captured ? 'yes' : 'no',
        formatRupees(payment.amountRefunded),
        payment.errorDescription ?? '—',
        when(payment.createdAt),
      ])}
      empty="The provider has no payment for this order."
    />
  );
}

export function ProviderRefunds({ refunds }: { refunds: ProviderView['refunds'] }) {
  return (
    <SimpleTable
      label="Provider's refunds"
      columns={['Refund id', 'Payment id', 'Amount', 'Status', 'Created']}
      rows={refunds.map((refund) => [refund.id, refund.paymentId, formatRupees(refund.amount), refund.status, when(refund.createdAt)])}
      empty="The provider has no refund for this order."
    />
  );
}
