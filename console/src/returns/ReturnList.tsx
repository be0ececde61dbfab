import Chip from '@mui/material/Chip';
import { DataTable, DateField, List, SearchInput } from 'react-admin';
import type { ReturnStatus, StaffReturn } from '@petshop/contract';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Return number" />];

const STATUS_COLOR: Record<ReturnStatus, 'warning' | 'info' | 'error' | 'secondary' | 'success'> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'error',
  received: 'secondary',
  refunded: 'success',
};

export function ReturnList() {
  return (
    <List<StaffReturn> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable<StaffReturn> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="returnNumber" label="Return" />
        <DataTable.Col
          source="status"
          render={(record: StaffReturn) => <Chip size="small" label={record.status} color={STATUS_COLOR[record.status] ?? 'default'} />}
        />
        <DataTable.Col source="returnPaymentMethod" label="Reimbursement" />
        <DataTable.Col source="createdAt" label="Requested">
          <DateField source="createdAt" locales="en-IN" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
