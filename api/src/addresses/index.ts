export { AddressesModule } from './addresses.module.js';
export { AddressesRepository, type Address } from './addresses.repository.js';
