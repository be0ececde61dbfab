import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { StoreSettings } from '@petshop/contract';
import { Edit, NumberInput, SaveButton, TabbedForm, TextInput, Toolbar, useNotify, usePermissions, useRecordContext } from 'react-admin';
import { ChangeHistory } from '../staff/ChangeHistory';
import { CarrierInputs } from './CarrierInputs';
import { fromForm, type SettingsForm, toForm } from './hsnCodes';
import { SellerInputs } from './SellerInputs';
import { validateOrderGoal, validateSiteName, validateSupportEmail } from './validation';

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

function SettingsChanges() {
  const settings = useRecordContext<StoreSettings>();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <ChangeHistory resource="settings" recordId={SETTINGS_ID} version={settings?.updatedAt} />
    </Box>
  );
}

/** Staff read the settings; only admins may change them (the API answers 403 to anyone else). */
export function SettingsEdit() {
  const notify = useNotify();
  const { permissions, isPending } = usePermissions();
  const readOnly = isPending || permissions !== 'admin';
  return (
    <Edit
      resource="settings"
      id={SETTINGS_ID}
      title="Store settings"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify('Settings saved successfully!', { type: 'success' }) }}
      queryOptions={{ select: toForm }}
      transform={(form: SettingsForm) => fromForm(form)}
    >
      {!isPending && readOnly && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
          Only admins can change the store settings.
        </Alert>
      )}
      <TabbedForm toolbar={readOnly ? false : <SettingsToolbar />} syncWithLocation={false}>
        <TabbedForm.Tab label="Store" sx={{ maxWidth: 520 }}>
          <TextInput source="siteName" label="Site name" validate={validateSiteName} disabled={readOnly} />
          <TextInput source="supportEmail" label="Support email" type="email" validate={validateSupportEmail} disabled={readOnly} />
          <NumberInput source="monthlyOrderGoal" label="Monthly order goal" step={1} validate={validateOrderGoal} disabled={readOnly} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Invoices" sx={{ maxWidth: 640 }}>
          <SellerInputs readOnly={readOnly} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Carriers">
          <CarrierInputs readOnly={readOnly} />
        </TabbedForm.Tab>
      </TabbedForm>
      <SettingsChanges />
    </Edit>
  );
}
