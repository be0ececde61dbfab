export { ReturnsModule } from './returns.module.js';
export { ReleaseReturnedOrdersCommand } from './commands/release-returned-orders.js';
export { returnStream } from './return.js';
export { RETURN_NOT_FOUND } from './return.decider.js';
export { STAFF_RETURN_SORT_FIELDS, staffReturn, staffReturns } from './read-models/returns/staff-returns.query.js';
