import { DataTable, DateField, EmailField, List, SearchInput } from 'react-admin';
import { customerFullName, type Customer } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />];

export function CustomerList() {
  return (
    <List<Customer> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable<Customer> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col label="Name" source="lastName" render={customerFullName} />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="createdAt" label="Joined">
          <DateField source="createdAt" locales="en-IN" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
