import type { NewAddress } from '../api/addresses';
import { ApiError } from '../api/client';

export type AddressField = Exclude<keyof NewAddress, 'defaultAddress'>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The fields in the order a person fills them, with the messages the API words too. */
export const ADDRESS_FIELDS: readonly { field: AddressField; label: string; required: string; autoComplete: string; wide?: boolean }[] = [
  { field: 'name', label: 'Name', required: 'Name is required', autoComplete: 'name' },
  { field: 'mobile', label: 'Mobile number', required: 'Mobile number is required', autoComplete: 'tel' },
  { field: 'address', label: 'Flat, house no., building', required: 'Address is required', autoComplete: 'address-line1', wide: true },
  { field: 'area', label: 'Area, street, locality', required: 'Area is required', autoComplete: 'address-line2', wide: true },
  { field: 'city', label: 'City', required: 'City is required', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', required: 'State is required', autoComplete: 'address-level1' },
  { field: 'zip', label: 'Zip code', required: 'Zip code is required', autoComplete: 'postal-code' },
];

export const EMPTY_ADDRESS: NewAddress = { name: '', mobile: '', address: '', area: '', city: '', state: '', zip: '', defaultAddress: false };

/** The required fields left empty, each with its message. */
export function validate(values: NewAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const { field, required } of ADDRESS_FIELDS) if (!values[field].trim()) errors[field] = required;
  return errors;
}

/** The server's field messages, when it refused the address for a reason the form did not catch. */
export function serverErrors(error: unknown): AddressErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = new Set<string>(ADDRESS_FIELDS.map((f) => f.field));
  const found: AddressErrors = {};
  for (const { field, message } of error.errors) {
    const name = field.replace(/^address\./, '');
    if (fields.has(name)) found[name as AddressField] = message;
  }
  return found;
}
