export { CartModule } from './cart.module.js';
export { ChangeCartCommand } from './commands/change-cart.js';
export { ClearCartForOrderCommand } from './commands/clear-cart-for-order.js';
export type { CartEvent } from './events.js';
export { cartSessionStream, cartSessionsStream, cartSettledBy, cartStream } from './cart.js';
export { OldCartsCarriedOver } from './old-carts-carried-over.js';
