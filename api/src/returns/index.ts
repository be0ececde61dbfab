export { ReturnsModule } from './returns.module.js';
export { ReleaseReturnedOrdersCommand } from './commands/release-returned-orders.js';
export { returnStream } from './return.js';
