import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StaffOrder } from '@petshop/contract';
import { DataTable, DateField, ListContextProvider, Pagination, ResourceContextProvider, SimpleList, useGetList, useList, useRecordContext } from 'react-admin';
import { formatRupees, RUPEES } from '../money';
import { OrderStatusChip, PaymentStatusChip } from '../orders/OrderStatusChips';
import type { Customer } from './types';

/** The orders list answers at most this many at once. */
const MOST = 100;

/**
 * The customer's orders. The orders API has no customer filter, only `q` (a part of the number,
 * name or email), so this asks for the email and keeps the orders placed with exactly that email:
 * a search for a@b.in also matches xa@b.in. A `userId` filter on /api/admin/orders would make it exact.
 */
export function CustomerOrders() {
  const customer = useRecordContext<Customer>();
  const email = customer?.email ?? '';
  const { data, isPending, error } = useGetList<StaffOrder>(
    'orders',
    { filter: { q: email }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: MOST } },
    { enabled: email !== '' },
  );
  const theirs = (data ?? []).filter((order) => order.customerEmail.toLowerCase() === email.toLowerCase());
  const list = useList<StaffOrder>({ data: theirs, isPending, error, perPage: 10, sort: { field: 'createdAt', order: 'DESC' } });
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

  if (!isPending && !error && theirs.length === 0) {
    return <Typography color="text.secondary">No orders yet.</Typography>;
  }
  return (
    <ResourceContextProvider value="orders">
      <ListContextProvider value={list}>
        {small ? <OrderSimpleList /> : <OrderTable />}
        {theirs.length > 10 && <Pagination rowsPerPageOptions={[10]} />}
      </ListContextProvider>
    </ResourceContextProvider>
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
