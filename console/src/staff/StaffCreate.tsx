import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { ROLE_CHOICES, validateEmail, validateFirstName, validateLastName, validatePassword, validateRole } from './validation';

/**
 * A new staff or admin account. A taken email is the API's 409 ("An account with this email
 * already exists"), which react-admin shows as the error notice.
 */
export function StaffCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const created = () => {
    notify('Staff account created', { type: 'success' });
    redirect('list', 'staff');
  };
  return (
    <Create title="New staff account" mutationOptions={{ onSuccess: created }}>
      <SimpleForm sx={{ maxWidth: 520 }} defaultValues={{ role: 'staff' }}>
        <TextInput source="firstName" label="First name" validate={validateFirstName} />
        <TextInput source="lastName" label="Last name" validate={validateLastName} />
        <TextInput source="email" type="email" validate={validateEmail} />
        <PasswordInput
          source="password"
          validate={validatePassword}
          helperText="5 to 10 characters, with an uppercase letter and a number"
          autoComplete="new-password"
        />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={validateRole} />
      </SimpleForm>
    </Create>
  );
}
