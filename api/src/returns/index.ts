export { ReturnsModule } from './returns.module.js';
export { ReleaseReturnedOrdersCommand } from './commands/release-returned-orders.js';
export { returnStream } from './return.js';
export { RETURN_NOT_FOUND } from './return.decider.js';
export { staffReturn, staffReturns } from './read-models/returns/staff-returns.query.js';
export { findReturn, returnStreamEvent } from './return-reader.js';
export { isReturnEvent } from './return-event-guard.js';
export type { Reimbursement, ReturnEvent, ReturnedOrder } from './events.js';
export type { RequestedReturn } from './return.js';
