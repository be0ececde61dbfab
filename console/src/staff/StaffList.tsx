import Chip from '@mui/material/Chip';
import { DataTable, EmailField, List, SearchInput } from 'react-admin';
import { staffFullName, type StaffMember } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />];

export function StaffList() {
  return (
    <List<StaffMember> filters={filters} sort={{ field: 'lastName', order: 'ASC' }}>
      <DataTable<StaffMember> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col label="Name" source="lastName" render={staffFullName} />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col
          source="role"
          render={(member: StaffMember) => <Chip size="small" label={member.role} color={member.role === 'admin' ? 'primary' : 'default'} variant="outlined" />}
        />
      </DataTable>
    </List>
  );
}
