import { Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, email, minValue, number, required } from 'react-admin';

/** The shop's single settings record lives at id 'store'. */
export const SETTINGS_ID = 'store';

/** Save only: the settings record cannot be deleted. */
function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function SettingsEdit() {
  return (
    <Edit resource="settings" id={SETTINGS_ID} title="Store settings" redirect={false} mutationMode="pessimistic">
      <SimpleForm sx={{ maxWidth: 520 }} toolbar={<SettingsToolbar />}>
        <TextInput source="siteName" label="Site name" validate={required()} />
        <TextInput source="supportEmail" label="Support email" type="email" validate={[required(), email()]} />
        <NumberInput source="monthlyOrderGoal" label="Monthly order goal" min={0} step={1} validate={[required(), number(), minValue(0)]} />
      </SimpleForm>
    </Edit>
  );
}
