export { AddressesModule } from './addresses.module.js';
export { AddressesRepository } from './addresses.repository.js';
