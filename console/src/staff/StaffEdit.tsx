import Box from '@mui/material/Box';
import { Edit, SelectInput, SimpleForm, TextInput, Toolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { ChangeHistory } from './ChangeHistory';
import { DisableAccountButton } from './DisableAccountButton';
import { StaffSaveButton } from './StaffSaveButton';
import { staffFullName, type StaffMember } from './types';
import { ROLE_CHOICES, validateFirstName, validateLastName } from './validation';

function StaffTitle() {
  const member = useRecordContext<StaffMember>();
  return <>{member ? `${staffFullName(member)}${member.disabled ? ' (disabled)' : ''}` : 'Staff account'}</>;
}

function StaffToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <StaffSaveButton />
      <DisableAccountButton />
    </Toolbar>
  );
}

/** An admin may not change their own role (the API refuses it), so the select is locked for them. */
function RoleInput() {
  const member = useRecordContext<StaffMember>();
  const { identity } = useGetIdentity();
  const yourself = member !== undefined && identity?.id === member.id;
  return (
    <SelectInput
      source="role"
      choices={ROLE_CHOICES}
      disabled={yourself}
      helperText={yourself ? 'You cannot change your own role' : false}
      validate={(value) => (value === 'staff' || value === 'admin' ? undefined : 'Role must be staff or admin')}
    />
  );
}

function StaffChanges() {
  const member = useRecordContext<StaffMember>();
  if (!member) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <ChangeHistory resource="staff" recordId={String(member.id)} version={[member.firstName, member.lastName, member.role, member.disabled].join('|')} />
    </Box>
  );
}

/** Names and role (the email and password stay as they are), disable or enable, and who changed what. */
export function StaffEdit() {
  return (
    <Edit<StaffMember> title={<StaffTitle />} mutationMode="pessimistic" redirect={false}>
      <SimpleForm sx={{ maxWidth: 520 }} toolbar={<StaffToolbar />}>
        <TextInput source="email" disabled helperText="The email cannot be changed" />
        <TextInput source="firstName" label="First name" validate={validateFirstName} />
        <TextInput source="lastName" label="Last name" validate={validateLastName} />
        <RoleInput />
      </SimpleForm>
      <StaffChanges />
    </Edit>
  );
}
