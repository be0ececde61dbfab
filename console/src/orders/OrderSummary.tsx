import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useRecordContext } from 'react-admin';
import { formatRupees } from '../money';
import { OrderThumbnail } from './OrderItemsField';
import { PaymentStatusChip } from './OrderStatusChips';
import { InvoiceDownload } from './InvoiceDownload';
import { OrderParcels } from './OrderParcels';
import { StatusControl } from './StatusControl';
import type { Order } from './types';

/** The order tab: its lines and totals beside the status control, the address and the payment. */
export function OrderSummary() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Products">
          <OrderLines order={order} />
        </Section>
        <OrderParcels />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <StatusControl />
        <Section title="Customer and shipping">
          <Typography>{order.customerName}</Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {order.customerEmail}
          </Typography>
          <ShippingAddress order={order} />
        </Section>
        <Section title="Payment">
          <Facts
            facts={[
              ['Status', <PaymentStatusChip key="status" />],
              ['Payment id', order.paymentDetails.paymentId ?? '—'],
              ['Provider order id', order.paymentDetails.razorpayOrderId ?? '—'],
              ['Invoice', <InvoiceDownload key="invoice" order={order} />],
            ]}
          />
        </Section>
      </Box>
    </Box>
  );
}

/** On a phone, quantity and unit price go under the product's name: four columns do not fit. */
function OrderLines({ order }: { order: Order }) {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const labelSpan = compact ? 1 : 3;
  return (
    <Table size="small" aria-label="Products">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          {!compact && <TableCell align="right">Quantity</TableCell>}
          {!compact && <TableCell align="right">Price</TableCell>}
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.products.map((line) => (
          <TableRow key={line.productId._id}>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <OrderThumbnail order={{ products: [line] }} />
                <span>
                  {line.productId.name}
                  {compact && (
                    <Typography variant="body2" color="text.secondary">
                      {line.quantity} × {formatRupees(line.price)}
                    </Typography>
                  )}
                </span>
              </Box>
            </TableCell>
            {!compact && <TableCell align="right">{line.quantity}</TableCell>}
            {!compact && <TableCell align="right">{formatRupees(line.price)}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatRupees(line.price * line.quantity)}
            </TableCell>
          </TableRow>
        ))}
        <TotalRow span={labelSpan} label="Subtotal" value={formatRupees(order.products.reduce((sum, line) => sum + line.price * line.quantity, 0))} />
        <TotalRow span={labelSpan} label="Shipping" value="Free" />
        <TotalRow span={labelSpan} label="Total" value={formatRupees(order.totalAmount)} strong />
      </TableBody>
    </Table>
  );
}

function TotalRow({ label, value, span, strong }: { label: string; value: string; span: number; strong?: boolean }) {
  const sx = strong ? { fontWeight: 700, borderBottom: 'none' } : { borderBottom: 'none' };
  return (
    <TableRow>
      <TableCell colSpan={span} align="right" sx={sx}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, whiteSpace: 'nowrap' }}>
        {value}
      </TableCell>
    </TableRow>
  );
}

/** The address as the API answers it: an erased customer's keeps only its state (for tax). */
function ShippingAddress({ order }: { order: Order }) {
  const a = order.shippingAddress;
  if (!a) return <Typography variant="body2">No address recorded</Typography>;
  const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
      {a.name}
      {join(a.address, a.area) && <br />}
      {join(a.address, a.area)}
      <br />
      {join(a.city, `${a.state} ${a.zip}`.trim())}
      {a.mobile && (
        <>
          <br />
          Mobile {a.mobile}
        </>
      )}
    </Typography>
  );
}

/** A card of the order page, named by its heading (a region a reader can jump to). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs, as a description list. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
