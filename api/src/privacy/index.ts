export { PrivacyModule } from './privacy.module.js';
export { ALREADY_ERASED, CUSTOMER_NOT_FOUND, EraseCustomerCommand, NOT_A_CUSTOMER } from './commands/erase-customer.js';
