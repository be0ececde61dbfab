import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CreateButton, DataTable, DateField, EmailField, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { staffFullName, type StaffMember } from './types';
import { ROLE_CHOICES } from './validation';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn emptyText="All roles" />,
];

function RoleChip({ member }: { member: StaffMember }) {
  return <Chip size="small" label={member.role} color={member.role === 'admin' ? 'primary' : 'default'} variant="outlined" />;
}

function StatusChip({ member }: { member: StaffMember }) {
  return <Chip size="small" label={member.disabled ? 'Disabled' : 'Active'} color={member.disabled ? 'error' : 'success'} variant="outlined" />;
}

function StaffActions() {
  return (
    <TopToolbar>
      <CreateButton label="New account" />
    </TopToolbar>
  );
}

export function StaffList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<StaffMember> filters={filters} actions={<StaffActions />} sort={{ field: 'lastName', order: 'ASC' }}>
      {small ? (
        <SimpleList<StaffMember>
          primaryText={staffFullName}
          secondaryText={(member) => member.email}
          tertiaryText={(member) => `${member.role}${member.disabled ? ' · disabled' : ''}`}
          linkType="edit"
        />
      ) : (
        <DataTable<StaffMember> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col label="Name" source="lastName" render={staffFullName} />
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.Col source="role" render={(member: StaffMember) => <RoleChip member={member} />} />
          <DataTable.Col source="disabled" label="Status" render={(member: StaffMember) => <StatusChip member={member} />} />
          <DataTable.Col source="createdAt" label="Since">
            <DateField source="createdAt" locales="en-IN" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
