import type { Address } from '@petshop/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { addAddress, type NewAddress } from '../api/addresses';
import { toast } from '../lib/toast';
import { EMPTY_ADDRESS, type AddressErrors, type AddressField, serverErrors, validate } from './addressFields';

/** The new address's values and messages, and saving it: the form empties once the server has the address. */
export function useAddressForm(onAdded: (addresses: Address[]) => void) {
  const [values, setValues] = useState<NewAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (field: AddressField) => (event: ChangeEvent<HTMLInputElement>) => {
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
      setValues(EMPTY_ADDRESS);
      onAdded(addresses);
    } catch (error) {
      setErrors(serverErrors(error));
      toast.error('Failed to add address please try again');
    } finally {
      setSaving(false);
    }
  };

  return { values, setValues, errors, saving, change, submit };
}
