import type { ContextDescriptor } from '../platform/context.js';
import { eraseWishlist } from './personal-data.js';

export const wishlistContext: ContextDescriptor = {
  name: 'wishlist',
  tables: ['wishlist_items'],
  module: async () => (await import('./wishlist.module.js')).WishlistModule,
  erase: eraseWishlist,
};
