import Box from '@mui/material/Box';
import { DataTable, DateField, SimpleList } from 'react-admin';
import { formatRupees, RUPEES } from '../money';
import { orderName, OrderNameCell, OrderThumbnail } from './OrderItemsField';
import { OrderStatusChip, PaymentStatusChip } from './OrderStatusChips';
import type { Order } from './types';

const placedOn = (order: Order) => new Date(order.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Where orders are listed: all of them, or one customer's (whose name the rows then leave out). */
interface OrderRowsProps {
  ofOneCustomer?: boolean;
}

/** The columns: image, order name ('+N more'), date, customer, total, status, payment. */
export function OrderTable({ ofOneCustomer = false }: OrderRowsProps) {
  return (
    <DataTable<Order> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col label="Image" disableSort render={(order: Order) => <OrderThumbnail order={order} />} />
      <DataTable.Col source="orderNumber" label="Order" render={(order: Order) => <OrderNameCell order={order} />} />
      <DataTable.Col source="createdAt" label="Placed">
        <DateField source="createdAt" locales="en-IN" showTime options={{ dateStyle: 'medium', timeStyle: 'short' }} />
      </DataTable.Col>
      {!ofOneCustomer && <DataTable.Col label="Customer" disableSort render={(order: Order) => order.customerName || order.customerEmail} />}
      <DataTable.NumberCol source="totalAmount" label="Total" {...RUPEES} />
      <DataTable.Col source="orderStatus" label="Status">
        <OrderStatusChip />
      </DataTable.Col>
      <DataTable.Col source="paymentStatus" label="Payment">
        <PaymentStatusChip />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones get a list (as the demo's MobileGrid): a table of seven columns does not fit 375 px. */
export function OrderMobileList({ ofOneCustomer = false }: OrderRowsProps) {
  return (
    <SimpleList<Order>
      linkType="show"
      leftAvatar={(order) => <OrderThumbnail order={order} />}
      primaryText={orderName}
      secondaryText={(order) => [order.orderNumber, placedOn(order), ...(ofOneCustomer ? [] : [order.customerName])].join(' · ')}
      tertiaryText={(order) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <span>{formatRupees(order.totalAmount)}</span>
          <OrderStatusChip />
          <PaymentStatusChip />
        </Box>
      )}
    />
  );
}
