import { DataTable, DateField, List, SearchInput } from 'react-admin';
import { RUPEES } from '../money';
import { OrderStatusChip, PaymentStatusChip } from './OrderStatusChips';
import { customerName, type Order } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Order number or customer" />];

export function OrderList() {
  return (
    <List<Order> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable<Order> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="orderNumber" label="Order" />
        <DataTable.Col source="createdAt" label="Placed">
          <DateField source="createdAt" locales="en-IN" />
        </DataTable.Col>
        <DataTable.Col label="Customer" render={customerName} disableSort />
        <DataTable.NumberCol source="totalAmount" label="Total" {...RUPEES} />
        <DataTable.Col source="orderStatus" label="Status">
          <OrderStatusChip />
        </DataTable.Col>
        <DataTable.Col source="paymentStatus" label="Payment">
          <PaymentStatusChip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
