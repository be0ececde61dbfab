import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StaffOrder } from '@petshop/contract';
import { DataTable, DateField, Pagination, ReferenceManyField, SimpleList } from 'react-admin';
import { formatRupees, RUPEES } from '../money';
import { OrderStatusChip, PaymentStatusChip } from '../orders/OrderStatusChips';
import type { Customer } from './types';

/** The customer's orders, newest first, ten a page (the orders resource filtered by customerId). */
export function CustomerOrders() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <ReferenceManyField<Customer, StaffOrder>
      reference="orders"
      target="customerId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      empty={<Typography color="text.secondary">No orders yet.</Typography>}
    >
      {small ? <OrderSimpleList /> : <OrderTable />}
    </ReferenceManyField>
  );
}

const placed = new Intl.DateTimeFormat('en-IN');

function OrderSimpleList() {
  return (
    <SimpleList<StaffOrder>
      linkType="show"
      primaryText={(order) => order.orderNumber}
      secondaryText={(order) => `${placed.format(new Date(order.createdAt))} · ${order.orderStatus} · payment ${order.paymentStatus.replace('_', ' ')}`}
      tertiaryText={(order) => formatRupees(order.totalAmount)}
    />
  );
}

function OrderTable() {
  return (
    <DataTable<StaffOrder> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="orderNumber" label="Order" />
      <DataTable.Col source="createdAt" label="Placed">
        <DateField source="createdAt" locales="en-IN" />
      </DataTable.Col>
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
