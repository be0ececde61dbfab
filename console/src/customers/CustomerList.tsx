import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, DateField, EmailField, List, SearchInput, SimpleList } from 'react-admin';
import { formatRupees, RUPEES } from '../money';
import { customerFullName, type Customer } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />];

function ordersSummary(customer: Customer): string {
  const orders = `${customer.ordersCount} order${customer.ordersCount === 1 ? '' : 's'}`;
  return customer.ordersCount === 0 ? 'No orders yet' : `${orders} · ${formatRupees(customer.totalSpent)} spent`;
}

export function CustomerList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<Customer> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<Customer> primaryText={customerFullName} secondaryText={(customer) => customer.email} tertiaryText={ordersSummary} linkType="show" />
      ) : (
        <DataTable<Customer> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col label="Name" source="lastName" render={customerFullName} />
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.NumberCol source="ordersCount" label="Orders" />
          <DataTable.NumberCol source="totalSpent" label="Total spent" {...RUPEES} />
          <DataTable.Col source="lastOrderAt" label="Last order">
            <DateField source="lastOrderAt" locales="en-IN" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Joined">
            <DateField source="createdAt" locales="en-IN" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
