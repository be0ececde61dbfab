import type { Address } from '@petshop/contract';
import { addAddress, type NewAddress } from '../api/addresses';
import { toast } from '../lib/toast';
import { useFormFields } from '../lib/useFormFields';
import { EMPTY_ADDRESS, type AddressField, serverErrors, validate } from './addressFields';

/** The new address's values and messages, and saving it: the form empties once the server has the address. */
export function useAddressForm(onAdded: (addresses: Address[]) => void) {
  const { values, setValues, setErrors, fieldProps, onSubmit, busy, reset } = useFormFields<NewAddress, AddressField>(EMPTY_ADDRESS);
  const submit = onSubmit(validate, async () => {
    try {
      const addresses = await addAddress(values);
      toast.success('Address added successfully');
      reset();
      onAdded(addresses);
    } catch (error) {
      setErrors(serverErrors(error));
      toast.error('Failed to add address please try again');
    }
  });
  return { values, setValues, fieldProps, saving: busy, submit };
}
