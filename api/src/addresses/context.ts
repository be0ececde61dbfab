import type { ContextDescriptor } from '../platform/context.js';
import { addressDetails, eraseAddresses, exportAddresses } from './personal-data.js';

export const addressesContext: ContextDescriptor = {
  name: 'addresses',
  tables: ['addresses'],
  module: async () => (await import('./addresses.module.js')).AddressesModule,
  personalDetails: addressDetails,
  erase: eraseAddresses,
  export: exportAddresses,
};
