import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Address } from '@petshop/contract';
import { ADDRESS_FIELDS } from './addressFields';
import { useAddressForm } from './useAddressForm';

/** Adds an address to the shopper's book; `onAdded` receives the whole book as it now stands. */
export function AddressForm({ onAdded, onCancel }: { onAdded: (addresses: Address[]) => void; onCancel?: () => void }) {
  const { values, setValues, fieldProps, saving, submit } = useAddressForm(onAdded);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add a new address">
      <Grid container spacing={2}>
        {ADDRESS_FIELDS.map(({ field, label, autoComplete, wide }) => (
          <Grid key={field} size={{ xs: 12, sm: wide ? 12 : 6 }}>
            <TextField
              label={label}
              required
              autoComplete={autoComplete}
              {...fieldProps(field)}
              slotProps={{ htmlInput: { inputMode: field === 'mobile' ? 'tel' : field === 'zip' ? 'numeric' : undefined } }}
            />
          </Grid>
        ))}
      </Grid>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={values.defaultAddress} onChange={(event) => setValues((v) => ({ ...v, defaultAddress: event.target.checked }))} />}
        label="Make this my default address"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : 'Save address'}
        </Button>
        {onCancel && (
          <Button type="button" variant="text" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
