import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Address } from '@petshop/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { addAddress, type NewAddress } from '../api/addresses';
import { ApiError } from '../api/client';
import { toast } from '../lib/toast';

type Field = Exclude<keyof NewAddress, 'defaultAddress'>;
type Errors = Partial<Record<Field, string>>;

/** The fields in the order a person fills them, with the messages the API words too. */
const FIELDS: readonly { field: Field; label: string; required: string; autoComplete: string; wide?: boolean }[] = [
  { field: 'name', label: 'Name', required: 'Name is required', autoComplete: 'name' },
  { field: 'mobile', label: 'Mobile number', required: 'Mobile number is required', autoComplete: 'tel' },
  { field: 'address', label: 'Flat, house no., building', required: 'Address is required', autoComplete: 'address-line1', wide: true },
  { field: 'area', label: 'Area, street, locality', required: 'Area is required', autoComplete: 'address-line2', wide: true },
  { field: 'city', label: 'City', required: 'City is required', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', required: 'State is required', autoComplete: 'address-level1' },
  { field: 'zip', label: 'Zip code', required: 'Zip code is required', autoComplete: 'postal-code' },
];

const EMPTY: NewAddress = { name: '', mobile: '', address: '', area: '', city: '', state: '', zip: '', defaultAddress: false };

function validate(values: NewAddress): Errors {
  const errors: Errors = {};
  for (const { field, required } of FIELDS) if (!values[field].trim()) errors[field] = required;
  return errors;
}

/** The server's field messages, when it refused the address for a reason the form did not catch. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const fields = new Set<string>(FIELDS.map((f) => f.field));
  const found: Errors = {};
  for (const { field, message } of error.errors) {
    const name = field.replace(/^address\./, '');
    if (fields.has(name)) found[name as Field] = message;
  }
  return found;
}

/** Adds an address to the shopper's book; `onAdded` receives the whole book as it now stands. */
export function AddressForm({ onAdded, onCancel }: { onAdded: (addresses: Address[]) => void; onCancel?: () => void }) {
  const [values, setValues] = useState<NewAddress>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const addresses = await addAddress(values);
      toast.success('Address added successfully');
      setValues(EMPTY);
      onAdded(addresses);
    } catch (error) {
      setErrors(serverErrors(error));
      toast.error('Failed to add address please try again');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add a new address">
      <Grid container spacing={2}>
        {FIELDS.map(({ field, label, autoComplete, wide }) => (
          <Grid key={field} size={{ xs: 12, sm: wide ? 12 : 6 }}>
            <TextField
              label={label}
              name={field}
              required
              autoComplete={autoComplete}
              value={values[field]}
              onChange={change(field)}
              error={Boolean(errors[field])}
              helperText={errors[field]}
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
