import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { validateCarrierCode, validateCarrierName, validateTrackingUrl } from './validation';

/** The carriers staff ship parcels with, each with its tracking page. */
export function CarrierInputs({ readOnly }: { readOnly: boolean }) {
  return (
    <ArrayInput source="carriers" label="Carriers">
      <SimpleFormIterator inline disableReordering disableClear disableAdd={readOnly} disableRemove={readOnly}>
        <TextInput source="code" label="Code" validate={validateCarrierCode} helperText={false} disabled={readOnly} />
        <TextInput source="name" label="Carrier" validate={validateCarrierName} helperText={false} disabled={readOnly} />
        <TextInput
          disabled={readOnly}
          source="trackingUrlTemplate"
          label="Tracking URL"
          validate={validateTrackingUrl}
          helperText="{trackingNumber} stands for the parcel's number"
          sx={{ minWidth: { sm: 420 } }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
