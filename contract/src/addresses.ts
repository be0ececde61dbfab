import { z } from 'zod';
import { requiredText } from './fields.js';

/** What a shopper writes for an address; the book adds its id and the default flag. */
export const addressFieldsSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  address: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

export const addressSchema = addressFieldsSchema.extend({ _id: z.string(), defaultAddress: z.boolean() });
export type Address = z.infer<typeof addressSchema>;

/** A copy of the address taken when the order was placed: later edits to the address book do not move a parcel. */
export const shippingAddressSchema = addressFieldsSchema.extend({ _id: z.string() });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const field = (message: string, max = 200) => requiredText(message).pipe(z.string().max(max, `${message.replace(' is required', '')} is too long`));

// The form's messages; no format checks, so a shopper is never blocked by one.
export const addressBody = z.strictObject({
  address: z.strictObject(
    {
      name: field('Name is required', 100),
      mobile: field('Mobile number is required', 20),
      address: field('Address is required'),
      area: field('Area is required'),
      city: field('City is required', 100),
      state: field('State is required', 100),
      zip: field('Zip code is required', 12),
      defaultAddress: z.boolean({ error: 'defaultAddress must be true or false' }).optional(),
    },
    { error: 'address is required' },
  ),
});
export type AddressBody = z.output<typeof addressBody>;
