import type { ContextDescriptor } from '../platform/context.js';
import { isCartEvent, isCartSessionEvent } from './cart-event-guard.js';

export const cartContext: ContextDescriptor = {
  name: 'cart',
  tables: ['cart_carry_overs'],
  module: async () => (await import('./cart.module.js')).CartModule,
  workerCommands: true,
  eventGuards: [isCartEvent, isCartSessionEvent],
};
