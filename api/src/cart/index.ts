export { CartModule } from './cart.module.js';
export { ChangeCartCommand } from './commands/change-cart.js';
export { EmptyCartAfterCheckoutCommand } from './commands/empty-cart-after-checkout.js';
export type { CartEvent } from './events.js';
export { cartStream } from './cart.js';
